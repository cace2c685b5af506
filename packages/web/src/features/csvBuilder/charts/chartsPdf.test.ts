import { describe, expect, it } from 'vitest';
import { chartsPdf } from './chartsPdf';

// A 1 x 1 white PNG.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';

const pdfText = (bytes: ArrayBuffer) => new TextDecoder('latin1').decode(new Uint8Array(bytes));
const pageCount = (text: string) => text.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

describe('the charts PDF', () => {
  it('is a PDF of one A4 landscape page per chart, with the title and range', async () => {
    const chart = (title: string) => ({ title, pngDataUrl: PNG, width: 1000, height: 415 });
    const bytes = await chartsPdf({
      title: 'March Load',
      startsAt: '2026-03-01',
      endsAt: '2026-03-31',
      charts: [chart('Total Distance by Athlete Name'), chart('Sprints'), chart('Load')],
    });
    const text = pdfText(bytes);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(pageCount(text)).toBe(3);
    // A4 landscape in points: 841.89 x 595.28.
    expect(text).toMatch(/\/MediaBox \[0 0 841\.(89|88\d*) 595\.(28|27\d*)\]/);
    expect(text).toContain('/Title (March Load)');
  });

  it('has one page for one chart', async () => {
    const bytes = await chartsPdf({
      title: 'One',
      startsAt: '2026-01-01',
      endsAt: '2026-01-07',
      charts: [{ title: 'Only', pngDataUrl: PNG, width: 10, height: 10 }],
    });
    expect(pageCount(pdfText(bytes))).toBe(1);
  });
});
