import { useSyncExternalStore } from 'react';

/** Chromium's offer to install the app (not in every browser: Safari and Firefox have none). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's install offer for 'Add to home screen' (the event
 * comes once, early, maybe before any screen that offers it is shown).
 */
export function listenForInstallOffer(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

/** Asks the browser to install the app; the offer is used up either way. */
async function install(): Promise<void> {
  const current = offer;
  if (!current) return;
  offer = null;
  changed();
  await current.prompt();
  await current.userChoice;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** 'Add to home screen' where the browser offers it; null elsewhere, and once installed. */
export function useInstallApp(): (() => Promise<void>) | null {
  const available = useSyncExternalStore(
    subscribe,
    () => offer !== null,
    () => false,
  );
  return available ? install : null;
}

/** The service worker that caches the app shell (built into the production app only). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/serviceWorker.js', { scope: '/' })
      .catch((error: unknown) => {
        console.warn('The service worker could not be registered', error);
      });
  });
}
