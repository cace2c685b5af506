import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { registerPushHandlers } from './pushHandlers';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

/** Where the last page the server answered is kept, for opening the app offline. */
const PAGES_CACHE = 'touchline-pages';

// A new version takes over at once: its files are all precached before it activates.
void self.skipWaiting();
clientsClaim();

// The app shell: the entry script, styles and icons of this build (Workbox's list, vite.config.ts).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The API is never answered from a cache: data, sign-in and the cable are the server's.
registerRoute(({ url }) => url.pathname.startsWith('/api/'), new NetworkOnly());

// A page's own files, hashed by content so never changed: kept as they are first fetched.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'touchline-assets' }),
);

// Pages: the server's (it writes the runtime configuration into them), however long it takes;
// offline, the last one.
registerRoute(
  new NavigationRoute(new NetworkFirst({ cacheName: PAGES_CACHE }), {
    denylist: [/^\/api\//],
  }),
);

registerPushHandlers(self);
