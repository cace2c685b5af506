import { describe, expect, it } from 'vitest';
import {
  filesOfEntries,
  visibleFiles,
  type DroppedDirectoryEntry,
  type DroppedEntry,
  type DroppedFileEntry,
} from './droppedFiles';

const file = (name: string): DroppedFileEntry => ({
  name,
  isFile: true,
  isDirectory: false,
  file: (success) => success(new File(['x'], name)),
});

/** A folder whose reader answers in batches of `batch`, as Chromium's does (100 at a time). */
const folder = (name: string, children: DroppedEntry[], batch = 2): DroppedDirectoryEntry => ({
  name,
  isFile: false,
  isDirectory: true,
  createReader: () => {
    let offset = 0;
    return {
      readEntries: (success) => {
        success(children.slice(offset, offset + batch));
        offset += batch;
      },
    };
  },
});

const names = (files: File[]) => files.map((f) => f.name);

describe('filesOfEntries', () => {
  it('takes a folder whole, sub-folders included, each folder’s files by name', async () => {
    const dropped = [
      file('loose.gpx'),
      folder('Match day', [
        file('b.csv'),
        folder('Kinexon', [file('k2.csv'), file('k1.csv')]),
        file('a.fit'),
        file('c.tcx'),
      ]),
    ];
    expect(names(await filesOfEntries(dropped))).toEqual([
      'loose.gpx',
      'a.fit',
      'b.csv',
      'c.tcx',
      'k1.csv',
      'k2.csv',
    ]);
  });

  it('reads every batch of a large folder', async () => {
    const many = Array.from({ length: 250 }, (_, k) => file(`f${String(k).padStart(3, '0')}.gpx`));
    const files = await filesOfEntries([folder('Export', many, 100)]);
    expect(files).toHaveLength(250);
    expect(files.at(-1)?.name).toBe('f249.gpx');
  });

  it('skips hidden files and hidden folders', async () => {
    const dropped = [
      file('.DS_Store'),
      folder('Session', [file('.hidden.csv'), folder('.git', [file('config')]), file('run.gpx')]),
    ];
    expect(names(await filesOfEntries(dropped))).toEqual(['run.gpx']);
  });

  it('fails as the browser does when a file cannot be read', async () => {
    const broken: DroppedFileEntry = {
      name: 'gone.csv',
      isFile: true,
      isDirectory: false,
      file: (_success, failure) =>
        failure?.(new DOMException('A file was removed.', 'NotFoundError')),
    };
    await expect(filesOfEntries([broken])).rejects.toThrow('A file was removed.');
  });
});

describe('visibleFiles', () => {
  const chosen = (name: string, relativePath = '') =>
    Object.defineProperty(new File(['x'], name), 'webkitRelativePath', { value: relativePath });

  it('leaves out hidden files and files in hidden folders of a chosen folder', () => {
    const files = [
      chosen('a.gpx', 'Export/a.gpx'),
      chosen('.DS_Store', 'Export/.DS_Store'),
      chosen('b.gpx', 'Export/.cache/b.gpx'),
      chosen('c.fit'),
      chosen('.hidden.fit'),
    ];
    expect(names(visibleFiles(files))).toEqual(['a.gpx', 'c.fit']);
  });
});
