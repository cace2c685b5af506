import { useCallback, useEffect, useReducer, useRef } from 'react';
import { UploadAbortedError, uploadImportFile } from './uploadImportFile';
import { EMPTY_UPLOAD_QUEUE, nextUpload, uploadQueueReducer } from './uploadQueue';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The files chosen on the Import page, sent one after another once the import exists
 * (docs/product/importing.md §2). A sent file reaches the page through the import's
 * `importUpdated` events, not by asking for the import again: such an answer could land
 * after a newer event's and stand in its place.
 */
export function useImportUploads(importId: string | null) {
  const [queue, dispatch] = useReducer(uploadQueueReducer, EMPTY_UPLOAD_QUEUE);
  // The uploads under way, by key: Remove stops one; leaving the page stops them all.
  const running = useRef(new Map<string, AbortController>());

  const next = nextUpload(queue);
  useEffect(() => {
    if (!importId || !next) return;
    const { key, file } = next;
    if (running.current.has(key)) return;
    const controller = new AbortController();
    running.current.set(key, controller);
    dispatch({ type: 'start', key });
    uploadImportFile(importId, file, {
      signal: controller.signal,
      onProgress: (sentBytes) => dispatch({ type: 'progress', key, sentBytes }),
    })
      .then((fileId) => dispatch({ type: 'sent', key, fileId }))
      .catch((failure: unknown) => {
        if (!(failure instanceof UploadAbortedError)) {
          dispatch({ type: 'failed', key, message: messageOf(failure) });
        }
      })
      .finally(() => running.current.delete(key));
    // Starting changes `next`: the upload is not stopped for that, only by Remove or unmount.
  }, [importId, next]);

  useEffect(() => {
    const uploads = running.current;
    return () => uploads.forEach((controller) => controller.abort());
  }, []);

  const add = useCallback((files: readonly File[]) => dispatch({ type: 'add', files }), []);
  const remove = useCallback((key: string) => {
    running.current.get(key)?.abort();
    dispatch({ type: 'remove', key });
  }, []);

  return { queue, add, remove };
}
