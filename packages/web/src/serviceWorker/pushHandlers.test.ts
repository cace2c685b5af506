import { describe, expect, it } from 'vitest';
import { readPushPayload, registerPushHandlers, type PushHandlerScope } from './pushHandlers';

type Listener = (event: never) => void;

/** A service worker's scope that records what the handlers do. */
function fakeScope(windows: { url: string }[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: NotificationOptions }[] = [];
  const opened: string[] = [];
  const navigated: string[] = [];
  const scope = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: {
      showNotification: (title: string, options: NotificationOptions) => {
        shown.push({ title, options });
        return Promise.resolve();
      },
    },
    clients: {
      matchAll: () =>
        Promise.resolve(
          windows.map((each) => ({
            url: each.url,
            focus: () => Promise.resolve(),
            navigate: (url: string) => Promise.resolve(navigated.push(url)),
          })),
        ),
      openWindow: (url: string) => Promise.resolve(opened.push(url)),
    },
    location: { origin: 'https://touchline.example' },
  } as unknown as PushHandlerScope;
  registerPushHandlers(scope);
  const fire = async (type: string, event: object) => {
    const work: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => work.push(p) } as never);
    await Promise.all(work);
  };
  return { fire, shown, opened, navigated };
}

const pushed = (value: unknown) => ({ data: { json: () => value } });

describe('the service worker push handlers', () => {
  it('shows the pushed sentence under the club name and opens its page on a tap', async () => {
    const worker = fakeScope();
    const payload = {
      title: 'Touchline FC',
      body: 'Training on 12 Nov is ready.',
      url: '/sessions/1',
    };
    await worker.fire('push', pushed(payload));
    expect(worker.shown).toHaveLength(1);
    expect(worker.shown[0]!.title).toBe('Touchline FC');
    expect(worker.shown[0]!.options).toMatchObject({
      body: payload.body,
      data: { url: '/sessions/1' },
    });
    await worker.fire('notificationclick', {
      notification: { data: { url: '/sessions/1' }, close: () => undefined },
    });
    expect(worker.opened).toEqual(['https://touchline.example/sessions/1']);
  });

  it('moves an open Touchline window to the page instead of opening another', async () => {
    const worker = fakeScope([{ url: 'https://touchline.example/dashboard' }]);
    await worker.fire('notificationclick', {
      notification: { data: { url: '/surveys' }, close: () => undefined },
    });
    expect(worker.opened).toEqual([]);
    expect(worker.navigated).toEqual(['https://touchline.example/surveys']);
  });

  it('shows a plain notice for a push that is not ours, never a link elsewhere', () => {
    expect(
      readPushPayload({ json: () => ({ title: 'x', body: 'y', url: 'https://evil.example' }) }),
    ).toEqual({
      title: 'Touchline',
      body: 'You have a new notification.',
      url: '/',
    });
    expect(
      readPushPayload({
        json: () => {
          throw new SyntaxError('not JSON');
        },
      }).url,
    ).toBe('/');
    expect(readPushPayload(null).url).toBe('/');
  });
});
