import { fileURLToPath } from 'node:url';

/** The demo's committed binary assets (videos), found from this file in src/ or in dist/. */
export const DEMO_ASSETS_DIR = fileURLToPath(new URL('../../src/demo-data/assets/', import.meta.url));
