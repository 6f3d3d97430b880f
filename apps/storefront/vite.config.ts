import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The storefront's build. The shop's rules come from libs/domain's sources (the same functions
 * the service runs), so prices and messages cannot drift between the two. `npm run dev -w
 * @kilau/storefront` serves it with hot reload and forwards the API to a shop on SHOP_URL.
 */
const shop = process.env.SHOP_URL ?? 'http://localhost:3000';
/** Source maps only when SOURCE_MAPS=true at build time: they would hand anyone the whole source. */
const sourcemap = process.env.SOURCE_MAPS === 'true';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@kilau/domain': fileURLToPath(new URL('../../libs/domain/src/index.ts', import.meta.url)),
      '@kilau/session': fileURLToPath(new URL('../../libs/session/src/session-store.ts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap,
    chunkSizeWarningLimit: 250,
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': shop, '/media': shop },
  },
});
