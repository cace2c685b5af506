import { exportErrorMessage } from '../../lib/exportErrorMessage';

/** Fetches a CSV export and saves it under the server's file name; throws with the server's message. */
export async function downloadExport(url: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(await exportErrorMessage(response));
  const blob = await response.blob();
  saveBlob(blob, exportFileName(response.headers.get('Content-Disposition'), url));
}

/** The file name from Content-Disposition (RFC 6266, `filename*` first), else the URL's last part. */
export function exportFileName(contentDisposition: string | null, url: string): string {
  if (contentDisposition) {
    const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition);
    if (extended?.[1]) {
      try {
        return decodeURIComponent(extended[1].trim());
      } catch {
        // A malformed escape: fall back to the plain name.
      }
    }
    const plain = /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;\s]+)/.exec(contentDisposition);
    const name = plain?.[1] ?? plain?.[2];
    if (name) return name;
  }
  const path = url.split('?')[0] ?? url;
  return path.slice(path.lastIndexOf('/') + 1) || 'export.csv';
}

/** Saves a blob as a file the browser downloads (a CSV export, the grid's view, a PDF). */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
