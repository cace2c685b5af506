import { describe, expect, it } from 'vitest';
import { EditorHarness } from './testing/EditorHarness';

describe('subscriptions (for useSyncExternalStore)', () => {
  it('keeps one snapshot until something changes', () => {
    const h = new EditorHarness();
    expect(h.editor.getState()).toBe(h.editor.getState());
    const before = h.editor.getState();
    h.editor.zoomIn();
    expect(h.editor.getState()).not.toBe(before);
  });

  it('tells subscribers once per event, and not after unsubscribing', () => {
    const h = new EditorHarness();
    let calls = 0;
    const unsubscribe = h.editor.subscribe(() => (calls += 1));
    h.down(20, { ctrl: true }).move(40, { ctrl: true });
    expect(calls).toBe(2);
    h.move(60, { ctrl: true });
    expect(calls).toBe(3);
    unsubscribe();
    h.up(60, { ctrl: true });
    expect(calls).toBe(3);
  });

  it('keeps unchanged segments identical across a drag of another', () => {
    const h = new EditorHarness();
    const rondo = h.segment('s2');
    h.drag(209, 239);
    expect(h.segment('s2')).toBe(rondo);
  });
});
