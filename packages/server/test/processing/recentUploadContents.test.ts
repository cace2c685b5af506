import { describe, expect, it } from 'vitest';
import { RecentUploadContents } from '../../src/modules/processing/recentUploadContents.js';

const file = (bytes: number) => ({ contentGzip: new Uint8Array(bytes), eptsMetadataGzip: null });

describe('RecentUploadContents', () => {
  it('keeps the newest files within its budget, dropping the oldest first', () => {
    const recent = new RecentUploadContents(100);
    recent.remember('a', file(20));
    recent.remember('b', file(25));
    recent.remember('c', file(25));
    recent.remember('d', file(25));
    expect(recent.get('a')?.contentGzip.byteLength).toBe(20);
    recent.remember('e', file(25));
    expect(recent.get('a')).toBeUndefined();
    expect(['b', 'c', 'd', 'e'].map((id) => recent.get(id)?.contentGzip.byteLength)).toEqual([
      25, 25, 25, 25,
    ]);
  });

  it('counts an EPTS file its metadata too, and passes over a file too large to keep', () => {
    const recent = new RecentUploadContents(100);
    recent.remember('big', file(26));
    expect(recent.get('big')).toBeUndefined();
    recent.remember('epts', {
      contentGzip: new Uint8Array(20),
      eptsMetadataGzip: new Uint8Array(5),
    });
    recent.remember('other', file(25));
    recent.remember('more', file(25));
    recent.remember('last', file(25));
    expect(recent.get('epts')?.eptsMetadataGzip?.byteLength).toBe(5);
    recent.remember('one more', file(1));
    expect(recent.get('epts')).toBeUndefined();
  });
});
