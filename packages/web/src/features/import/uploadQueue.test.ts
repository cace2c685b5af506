import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_FILE_BYTES, TOO_MANY_FILES } from './importLimits';
import {
  EMPTY_UPLOAD_QUEUE,
  nextUpload,
  uploadPercent,
  uploadQueueReducer,
  uploadsPending,
  type UploadAction,
  type UploadQueue,
} from './uploadQueue';

/** A file of a given size without its bytes: only its size is read before sending. */
const fileOf = (name: string, size = 10) => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const run = (...actions: UploadAction[]): UploadQueue =>
  actions.reduce(uploadQueueReducer, EMPTY_UPLOAD_QUEUE);

describe('the upload queue', () => {
  it('sends files one after another, in the order chosen', () => {
    let queue = run({ type: 'add', files: [fileOf('a.gpx'), fileOf('b.fit')] });
    expect(nextUpload(queue)?.file.name).toBe('a.gpx');
    queue = uploadQueueReducer(queue, { type: 'start', key: 'upload-1' });
    expect(nextUpload(queue)).toBeNull();
    queue = uploadQueueReducer(queue, { type: 'progress', key: 'upload-1', sentBytes: 4 });
    expect(uploadPercent(queue.uploads[0]!)).toBe(40);
    queue = uploadQueueReducer(queue, { type: 'sent', key: 'upload-1', fileId: 'f1' });
    expect(queue.uploads[0]).toMatchObject({ state: 'sent', fileId: 'f1' });
    expect(uploadPercent(queue.uploads[0]!)).toBe(100);
    expect(nextUpload(queue)?.file.name).toBe('b.fit');
    expect(uploadsPending(queue)).toBe(true);
    queue = uploadQueueReducer(queue, { type: 'start', key: 'upload-2' });
    queue = uploadQueueReducer(queue, { type: 'failed', key: 'upload-2', message: 'No.' });
    expect(uploadsPending(queue)).toBe(false);
    expect(nextUpload(queue)).toBeNull();
  });

  it('refuses a file over 200 MB on its row, before a byte is sent', () => {
    const queue = run({
      type: 'add',
      files: [
        fileOf('huge.csv', MAX_IMPORT_FILE_BYTES + 1),
        fileOf('ok.csv', MAX_IMPORT_FILE_BYTES),
      ],
    });
    expect(queue.uploads.map((upload) => [upload.state, upload.message])).toEqual([
      ['refused', 'huge.csv: a file can be at most 200 MB.'],
      ['waiting', null],
    ]);
    expect(nextUpload(queue)?.file.name).toBe('ok.csv');
  });

  it('holds at most 100 files, counting those already sent, and says so', () => {
    const many = (from: number, count: number) =>
      Array.from({ length: count }, (_, k) => fileOf(`f${from + k}.gpx`));
    let queue = run({ type: 'add', files: many(0, 60) });
    queue = uploadQueueReducer(queue, { type: 'start', key: 'upload-1' });
    queue = uploadQueueReducer(queue, { type: 'sent', key: 'upload-1', fileId: 'x' });
    queue = uploadQueueReducer(queue, { type: 'add', files: many(60, 50) });
    expect(queue.uploads).toHaveLength(100);
    expect(queue.uploads.at(-1)?.file.name).toBe('f99.gpx');
    expect(queue.notice).toBe(TOO_MANY_FILES);

    queue = uploadQueueReducer(queue, { type: 'remove', key: 'upload-2' });
    expect(queue.notice).toBeNull();
    queue = uploadQueueReducer(queue, { type: 'add', files: many(200, 2) });
    expect(queue.uploads).toHaveLength(100);
    expect(queue.uploads.at(-1)?.file.name).toBe('f200.gpx');
    expect(queue.notice).toBe(TOO_MANY_FILES);
  });

  it('does not count refused files against the limit', () => {
    const refused = Array.from({ length: 5 }, (_, k) =>
      fileOf(`big${k}`, MAX_IMPORT_FILE_BYTES + 1),
    );
    const fine = Array.from({ length: 100 }, (_, k) => fileOf(`f${k}`));
    const queue = run({ type: 'add', files: [...refused, ...fine] });
    expect(queue.uploads).toHaveLength(105);
    expect(queue.notice).toBeNull();
  });
});
