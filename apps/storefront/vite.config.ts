import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The storefront's build. The shop's rules come from libs/domain's sources (the same functions
 * the service runs), so prices and messages cannot drift between the two. `npm run dev -w
 * @kilau/storefront` serves it with hot reload and forwards the API to a shop on SHOP_URL.
 */
const shop = process.env.SHOP_URL ?? 'http://localhost:3000';
/** Source maps only when SOURCE_MAPS=true at build time: they would hand anyone the whole source. */
const sourcemap = process.env.SOURCE_MAPS === 'true';

/**
 * The shared stylesheet written into index.html as a `<style>` rather than linked: a linked one
 * holds the first paint until it arrives, a round trip that on a phone's network shares the line
 * with the scripts (slow 4G: ~1 s); inline, the home shell paints as soon as the page is read.
 * The service allows it by its hash in the page's Content-Security-Policy.
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'kilau-inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, file: string) => {
          const asset = bundle?.[file];
          if (asset?.type !== 'asset') return link;
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          // the link stays, disabled (never fetched): Vite's loader finds it and does not append the
          // file again after a page's own styles when a lazy chunk lists it (which would override them)
          return `<style>${css.trim()}</style>\n    ${link.replace(/>$/, ' disabled>')}`;
        });
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), inlineEntryStylesheet()],
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
    // which chunks and styles each page needs, for the service to hint the home page's own early (route-chunks.ts)
    manifest: true,
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': shop, '/media': shop },
  },
});
