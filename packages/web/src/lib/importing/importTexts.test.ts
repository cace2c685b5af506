import { describe, expect, it } from 'vitest';
import { formatFileSize, importStatusText, isProcessingUnderway } from './importTexts';

describe('importStatusText', () => {
  it('reads a file being read, its format, and why it could not be read', () => {
    expect(importStatusText('received', null)).toBe('Reading…');
    expect(importStatusText('ready', null, 'catapult')).toBe('Catapult OpenField CSV');
    expect(importStatusText('ready', null, 'epts')).toBe('FIFA EPTS');
    expect(importStatusText('unreadable', 'a.csv line 3: no time column')).toBe(
      'Could not be read: a.csv line 3: no time column',
    );
  });

  it('reads the processing statuses and a warning with its reason', () => {
    expect(
      ['queued', 'reading', 'computing', 'done'].map((s) => importStatusText(s as never, null)),
    ).toEqual(['Queued', 'Reading', 'Computing', 'Done']);
    expect(importStatusText('warning', 'run.gpx line 40: no time')).toBe(
      'Warning: run.gpx line 40: no time',
    );
    expect(isProcessingUnderway('computing')).toBe(true);
    expect(isProcessingUnderway('done')).toBe(false);
  });
});

describe('formatFileSize', () => {
  it('reads bytes, kilobytes and megabytes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(850 * 1024)).toBe('850 KB');
    expect(formatFileSize(12.4 * 1024 * 1024)).toBe('12.4 MB');
    expect(formatFileSize(200 * 1024 * 1024)).toBe('200 MB');
  });
});
