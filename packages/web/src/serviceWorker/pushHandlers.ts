// The service worker's Web Push handlers (docs/product/notifications.md): the
// server pushes { title, body, url } (packages/server/src/modules/notifications/
// sendNotification.ts); the worker shows it, and a tap opens its page. The
// service worker itself imports this and calls registerPushHandlers(self).

/** What the server pushes. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}

/** The parts of a service worker's global scope the handlers use (ServiceWorkerGlobalScope has them). */
export interface PushHandlerScope {
  addEventListener(type: 'push', listener: (event: PushLikeEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: ClickLikeEvent) => void): void;
  registration: {
    showNotification(title: string, options: NotificationOptions): Promise<void>;
  };
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly WindowLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  location: { origin: string };
}

interface PushLikeEvent {
  data: { json(): unknown } | null;
  waitUntil(work: Promise<unknown>): void;
}

interface ClickLikeEvent {
  notification: { data: unknown; close(): void };
  waitUntil(work: Promise<unknown>): void;
}

interface WindowLike {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

/** The payload if it is one of ours; anything else is shown as a plain notice. */
export function readPushPayload(data: { json(): unknown } | null): PushPayload {
  try {
    const value = data?.json() as Partial<PushPayload> | undefined;
    if (
      value &&
      typeof value.title === 'string' &&
      typeof value.body === 'string' &&
      typeof value.url === 'string' &&
      value.url.startsWith('/')
    )
      return { title: value.title, body: value.body, url: value.url };
  } catch {
    // Not JSON: the plain notice below.
  }
  return { title: 'Touchline', body: 'You have a new notification.', url: '/' };
}

/** Shows each push as a notification; a tap focuses an open Touchline window on its page, or opens one. */
export function registerPushHandlers(scope: PushHandlerScope): void {
  scope.addEventListener('push', (event) => {
    const payload = readPushPayload(event.data);
    event.waitUntil(
      scope.registration.showNotification(payload.title, {
        body: payload.body,
        data: { url: payload.url },
        icon: '/favicon.svg',
        tag: payload.url,
      }),
    );
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const { url } = (event.notification.data ?? { url: '/' }) as { url: string };
    const target = new URL(url.startsWith('/') ? url : '/', scope.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((each) => each.url.startsWith(scope.location.origin));
        if (!open) return scope.clients.openWindow(target);
        await open.focus();
        return open.navigate?.(target);
      })(),
    );
  });
}
