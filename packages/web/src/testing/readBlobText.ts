/** A Blob's text; jsdom's Blob has no `text()`. */
export function readBlobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The blob could not be read'));
    reader.readAsText(blob);
  });
}
