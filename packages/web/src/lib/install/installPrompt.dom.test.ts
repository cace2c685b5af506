import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listenForInstallOffer, useInstallApp } from './installPrompt';

describe("the browser's install offer", () => {
  it("offers 'Add to home screen' once the browser does, and uses the offer up", async () => {
    listenForInstallOffer(window);
    const { result } = renderHook(() => useInstallApp());
    expect(result.current).toBeNull();

    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(() => Promise.resolve()),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => void window.dispatchEvent(offer));
    expect(offer.defaultPrevented).toBe(true);
    expect(result.current).not.toBeNull();

    await act(() => result.current!());
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(result.current).toBeNull();
  });
});
