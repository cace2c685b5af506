import {
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_FILES,
  TOO_MANY_FILES,
  tooLargeMessage,
} from './importLimits';

/**
 * Where a chosen file stands on its way to the server: waiting its turn, being sent, sent (the
 * server's file id), refused here before a byte was sent, or refused by the server.
 */
export type UploadState = 'waiting' | 'uploading' | 'sent' | 'refused' | 'failed';

export interface Upload {
  /** The page's own key for the row. */
  key: string;
  file: File;
  state: UploadState;
  sentBytes: number;
  /** The server's id once sent. */
  fileId: string | null;
  /** Why it was refused, printable. */
  message: string | null;
}

export interface UploadQueue {
  uploads: Upload[];
  /** 'An import holds at most 100 files.' once files were left out for it. */
  notice: string | null;
  nextKey: number;
}

export type UploadAction =
  | { type: 'add'; files: readonly File[] }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; sentBytes: number }
  | { type: 'sent'; key: string; fileId: string }
  | { type: 'failed'; key: string; message: string }
  | { type: 'remove'; key: string };

export const EMPTY_UPLOAD_QUEUE: UploadQueue = { uploads: [], notice: null, nextKey: 1 };

/** The files that count against the import's limit: on their way or there. */
const counted = (upload: Upload) =>
  upload.state === 'waiting' || upload.state === 'uploading' || upload.state === 'sent';

/**
 * Adds chosen files under the limits (docs/product/importing.md §2): a file over 200 MB is
 * refused on its row; files past the import's 100 are left out with the notice.
 */
function add(queue: UploadQueue, files: readonly File[]): UploadQueue {
  let room = MAX_IMPORT_FILES - queue.uploads.filter(counted).length;
  let nextKey = queue.nextKey;
  let leftOut = false;
  const added: Upload[] = [];
  for (const file of files) {
    const tooLarge = file.size > MAX_IMPORT_FILE_BYTES;
    if (!tooLarge && room <= 0) {
      leftOut = true;
      continue;
    }
    if (!tooLarge) room -= 1;
    added.push({
      key: `upload-${nextKey++}`,
      file,
      state: tooLarge ? 'refused' : 'waiting',
      sentBytes: 0,
      fileId: null,
      message: tooLarge ? tooLargeMessage(file.name) : null,
    });
  }
  return {
    uploads: [...queue.uploads, ...added],
    notice: leftOut ? TOO_MANY_FILES : null,
    nextKey,
  };
}

function update(queue: UploadQueue, key: string, change: Partial<Upload>): UploadQueue {
  return {
    ...queue,
    uploads: queue.uploads.map((upload) =>
      upload.key === key ? { ...upload, ...change } : upload,
    ),
  };
}

/** The Import page's files on their way to the server, one action at a time. */
export function uploadQueueReducer(queue: UploadQueue, action: UploadAction): UploadQueue {
  switch (action.type) {
    case 'add':
      return add(queue, action.files);
    case 'start':
      return update(queue, action.key, { state: 'uploading', sentBytes: 0 });
    case 'progress':
      return update(queue, action.key, { sentBytes: action.sentBytes });
    case 'sent':
      return update(queue, action.key, {
        state: 'sent',
        fileId: action.fileId,
        sentBytes: queue.uploads.find((upload) => upload.key === action.key)?.file.size ?? 0,
      });
    case 'failed':
      return update(queue, action.key, { state: 'failed', message: action.message });
    case 'remove':
      return {
        ...queue,
        uploads: queue.uploads.filter((upload) => upload.key !== action.key),
        notice: null,
      };
  }
}

/** The file to send now: the first waiting one, once none is being sent (one after another). */
export function nextUpload(queue: UploadQueue): Upload | null {
  if (queue.uploads.some((upload) => upload.state === 'uploading')) return null;
  return queue.uploads.find((upload) => upload.state === 'waiting') ?? null;
}

/** Whether files are still on their way to the server. */
export function uploadsPending(queue: UploadQueue): boolean {
  return queue.uploads.some((upload) => upload.state === 'waiting' || upload.state === 'uploading');
}

/** How much of a file has been sent, in whole percent. */
export function uploadPercent(upload: Upload): number {
  if (upload.file.size === 0) return upload.state === 'sent' ? 100 : 0;
  return Math.min(100, Math.floor((100 * upload.sentBytes) / upload.file.size));
}
