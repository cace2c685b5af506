import { describe, expect, it, vi } from 'vitest';
import { queueAfterCharts, queueChartDrawing } from './drawingQueue';

describe('queueChartDrawing', () => {
  it('draws the first at once and each next one a frame later; a cancelled one never', async () => {
    const drawn: string[] = [];
    queueChartDrawing(() => drawn.push('first'));
    const cancel = queueChartDrawing(() => drawn.push('cancelled'));
    queueChartDrawing(() => drawn.push('third'));
    expect(drawn).toEqual(['first']);
    cancel();
    await vi.waitFor(() => expect(drawn).toEqual(['first', 'third']));
  });

  it('runs what waits for the charts after every chart queued meanwhile, even one queued later', async () => {
    const drawn: string[] = [];
    queueAfterCharts(() => drawn.push('lists'));
    const cancel = queueAfterCharts(() => drawn.push('cancelled'));
    expect(drawn).toEqual([]);
    // A card coming into view a frame later.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    queueChartDrawing(() => drawn.push('chart'));
    cancel();
    await vi.waitFor(() => expect(drawn).toEqual(['chart', 'lists']));
  });
});
