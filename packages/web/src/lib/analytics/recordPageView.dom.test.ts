import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../config';
import { recordPageView } from './recordPageView';
import { readBlobText } from '../../testing/readBlobText';

describe('recordPageView', () => {
  it('does nothing without an analytics URL', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    recordPageView('/ClubSelection', DEFAULT_CONFIG);
    expect(sendBeacon).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('beacons the path as JSON to the configured URL', async () => {
    const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    recordPageView('/ClubSelection', { ...DEFAULT_CONFIG, analyticsUrl: '/collect' });
    expect(sendBeacon).toHaveBeenCalledOnce();
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('/collect');
    const text = await readBlobText(body);
    expect(body.type).toBe('application/json');
    expect(JSON.parse(text)).toEqual({ path: '/ClubSelection' });
    vi.unstubAllGlobals();
  });
});
