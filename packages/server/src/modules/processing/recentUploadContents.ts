import type { UploadContent } from './computeUploadTracks.js';

const sizeOf = (content: UploadContent) =>
  content.contentGzip.byteLength + (content.eptsMetadataGzip?.byteLength ?? 0);

/**
 * The files this process stored last, by upload id, oldest first, within a
 * byte budget: their tracks are processed moments later, and reading the
 * bytes back costs more than keeping them (the embedded database passes a
 * bytea as hex text). An upload's content never changes, so nothing clears
 * it but the budget; another process reads the database as before.
 */
export class RecentUploadContents {
  private readonly recent = new Map<string, UploadContent>();
  private heldBytes = 0;

  constructor(private readonly budgetBytes: number) {}

  remember(uploadId: string, content: UploadContent): void {
    const bytes = sizeOf(content);
    // A file near the budget would only push out the others.
    if (bytes > this.budgetBytes / 4 || this.recent.has(uploadId)) return;
    this.recent.set(uploadId, content);
    this.heldBytes += bytes;
    for (const [oldest, held] of this.recent) {
      if (this.heldBytes <= this.budgetBytes) break;
      this.recent.delete(oldest);
      this.heldBytes -= sizeOf(held);
    }
  }

  get(uploadId: string): UploadContent | undefined {
    return this.recent.get(uploadId);
  }
}

/** This process's: 128 MB of compressed files, a few minutes of a busy club's uploads. */
export const recentUploadContents = new RecentUploadContents(128 * 1024 * 1024);
