import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The console's build, served by the shop under /adminDashboard. The shop's rules (tabs, badges,
 * messages, form rules) come from libs/domain's sources, and the login is libs/session, the
 * storefront's own session store, so both apps share one login in the browser. `npm run dev -w @kilau/admin`
 * serves it with hot reload and forwards the API to a shop on SHOP_URL.
 */
const shop = process.env.SHOP_URL ?? 'http://localhost:3000';
/** Source maps only when SOURCE_MAPS=true at build time: they would hand anyone the whole source. */
const sourcemap = process.env.SOURCE_MAPS === 'true';
const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  base: '/adminDashboard/',
  plugins: [react()],
  resolve: {
    alias: {
      '@kilau/domain': source('../../libs/domain/src/index.ts'),
      '@kilau/session': source('../../libs/session/src/session-store.ts'),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: Number(process.env.PORT ?? 5174),
    proxy: { '/api': shop, '/media': shop, '/login': shop },
  },
});
