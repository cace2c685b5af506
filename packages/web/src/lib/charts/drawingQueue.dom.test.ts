import { describe, expect, it, vi } from 'vitest';
import { queueChartDrawing } from './drawingQueue';

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
});
