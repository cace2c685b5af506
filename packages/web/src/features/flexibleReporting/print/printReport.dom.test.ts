import { setPlatformAPI } from 'echarts/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { chartImageSource, type ChartImageRegistry } from '../charts/chartImages';
import { buildPrintPage, startsPrintedPage } from './buildPrintPage';
import { PRINT_DELAY_MS, printReport } from './printReport';

// jsdom has no canvas to measure text with.
beforeAll(() => setPlatformAPI({ measureText: (text) => ({ width: text.length * 7 }) }));

const report = { title: 'Week <b>12</b>', startDate: '2026-03-02', endDate: '2026-03-08' };
const charts = ['One', 'Two', 'Three', 'Four', 'Five'].map((title, index) => ({
  id: `chart-${index}`,
  title,
}));
const imageOf = (title: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg>${title}</svg>`)}`;
const registry = (): ChartImageRegistry =>
  new Map(charts.map(({ id, title }) => [id, { title, svgDataUrl: () => imageOf(title) }]));

function frame(): HTMLIFrameElement {
  const element = document.createElement('iframe');
  document.body.append(element);
  return element;
}

describe('buildPrintPage', () => {
  it('writes the title as text, the range yyyy-MM-dd to yyyy-MM-dd, and each chart with its image', () => {
    const page = document.implementation.createHTMLDocument('');
    buildPrintPage(page, {
      ...report,
      charts: charts.map(({ title }) => ({ title, imageUrl: imageOf(title) })),
    });
    expect(page.title).toBe('Week <b>12</b>');
    expect(page.querySelector('h1')!.textContent).toBe('Week <b>12</b>');
    expect(page.querySelector('b')).toBeNull();
    expect(page.querySelector('.range')!.textContent).toBe('2026-03-02 to 2026-03-08');
    const sections = [...page.querySelectorAll('section')];
    expect(sections.map((section) => section.querySelector('h2')!.textContent)).toEqual([
      'One',
      'Two',
      'Three',
      'Four',
      'Five',
    ]);
    expect(sections.map((section) => section.querySelector('img')!.getAttribute('src'))).toEqual(
      charts.map(({ title }) => imageOf(title)),
    );
    // A new page before the charts at index 2 and 4 (docs/product/reporting.md §9).
    expect(sections.map((section) => section.classList.contains('page-break'))).toEqual([
      false,
      false,
      true,
      false,
      true,
    ]);
  });

  it('breaks pages before every even index from 2', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(startsPrintedPage)).toEqual([
      false,
      false,
      true,
      false,
      true,
      false,
      true,
    ]);
  });
});

describe('printReport', () => {
  it('builds the page in the frame and prints it after 1000 ms', () => {
    const target = frame();
    const print = vi.fn();
    target.contentWindow!.print = print;
    target.contentWindow!.focus = vi.fn();
    const scheduled: [() => void, number][] = [];
    const failure = printReport({
      frame: target,
      report,
      charts,
      images: registry(),
      schedule: (run, delayMs) => scheduled.push([run, delayMs]),
    });
    expect(failure).toBeNull();
    expect(target.contentDocument!.querySelectorAll('img')).toHaveLength(5);
    expect(scheduled.map(([, delay]) => delay)).toEqual([PRINT_DELAY_MS]);
    expect(PRINT_DELAY_MS).toBe(1000);
    expect(print).not.toHaveBeenCalled();
    scheduled[0]![0]();
    expect(print).toHaveBeenCalledOnce();
  });

  it("answers 'Chart reference missing for: {title}' when a chart has no image source, and prints nothing", () => {
    const target = frame();
    const images = registry();
    images.delete('chart-2');
    const schedule = vi.fn();
    expect(printReport({ frame: target, report, charts, images, schedule })).toBe(
      'Chart reference missing for: Three',
    );
    expect(schedule).not.toHaveBeenCalled();
    expect(target.contentDocument!.querySelector('h1')).toBeNull();
  });

  it("answers 'Print frame not found' without a frame in the page", () => {
    const detached = document.createElement('iframe');
    expect(printReport({ frame: null, report, charts, images: registry() })).toBe(
      'Print frame not found',
    );
    expect(printReport({ frame: detached, report, charts, images: registry() })).toBe(
      'Print frame not found',
    );
  });

  it("answers 'Failed to access iframe document' when the frame's document cannot be reached", () => {
    const target = frame();
    Object.defineProperty(target, 'contentDocument', { get: () => null });
    expect(printReport({ frame: target, report, charts, images: registry() })).toBe(
      'Failed to access iframe document',
    );
  });

  it('a chart without data prints as NO DATA', () => {
    const url = chartImageSource('Empty', () => null).svgDataUrl();
    expect(decodeURIComponent(url)).toContain('NO DATA');
  });
});
