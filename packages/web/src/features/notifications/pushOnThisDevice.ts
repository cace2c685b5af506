/** What asking for push on this device came to. */
export type PushOutcome =
  | {
      kind: 'subscribed';
      subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
    }
  | { kind: 'unsupported' | 'denied' | 'noServiceWorker' };

export const PUSH_MESSAGES: Record<Exclude<PushOutcome['kind'], 'subscribed'>, string> = {
  unsupported: 'This browser cannot receive push notifications.',
  denied: "Notifications are blocked for Touchline in this browser's settings.",
  noServiceWorker: 'Touchline is not installed in this browser yet: reload the page and try again.',
};

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * Asks the browser's permission to show notifications, then subscribes this
 * device's service worker to push with the server's key.
 */
export async function subscribeThisDevice(vapidPublicKey: string): Promise<PushOutcome> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return { kind: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { kind: 'denied' };
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return { kind: 'noServiceWorker' };
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(vapidPublicKey),
  });
  const json = subscription.toJSON();
  return {
    kind: 'subscribed',
    subscription: {
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  };
}
