import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { graphqlDocumentImports } from './scripts/graphqlDocumentImports.mjs';

// 'source' lets Vite read @touchline/domain's TypeScript directly, so no domain build is needed.

/** The navy of the app's theme (src/app/theme.ts NAVY): the phone's bars and splash. */
const THEME_COLOUR = '#0b1f33';

// The installable app (docs/ARCHITECTURE.md "Installable web app"): the manifest, and a service
// worker of our own (src/serviceWorker/) into which Workbox injects the list of files to precache.
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/serviceWorker',
  filename: 'serviceWorker.ts',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  injectManifest: {
    rollupFormat: 'iife',
    // The shell: the entry script and styles, fonts and icons. A page's own files are kept as it
    // is first opened (serviceWorker.ts): precaching all 150 of them on every first visit cost
    // a busy server more than it saved. index.html is the server's (it carries the runtime
    // configuration).
    globPatterns: ['assets/index-*.{js,css}', 'assets/*.{css,woff2}', 'favicon.svg', 'icons/*.png'],
    globIgnores: ['**/*.map'],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  },
  manifest: {
    name: 'Touchline',
    short_name: 'Touchline',
    description: 'Sessions, personal bests and surveys of your club, on Touchline.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: THEME_COLOUR,
    theme_color: THEME_COLOUR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
});

export default defineConfig({
  plugins: [graphqlDocumentImports(), react(), pwa],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: true,
  },
});
