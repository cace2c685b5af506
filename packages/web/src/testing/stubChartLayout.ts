import { setPlatformAPI } from 'echarts/core';
import { beforeAll, beforeEach, vi } from 'vitest';

/**
 * What a test file of charts needs of jsdom, which lays nothing out: text
 * measured by its length (no canvas), and a ResizeObserver that never calls.
 * Call it at the top of the file; the stubbed globals are restored after each test.
 */
export function stubChartLayout(): void {
  beforeAll(() => setPlatformAPI({ measureText: (text) => ({ width: text.length * 7 }) }));
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    return () => vi.unstubAllGlobals();
  });
}
