import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { graphqlDocumentImports } from './scripts/graphqlDocumentImports.mjs';

// 'source' lets Vite read @touchline/domain's TypeScript directly, so no domain build is needed.

export default defineConfig({
  plugins: [graphqlDocumentImports(), react()],
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
