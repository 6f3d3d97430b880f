import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { pageChunkHints } from './route-chunks.js';

/** Vite's manifest for an entry and a lazy page that shares a chunk with it and has one of its own. */
const MANIFEST = {
  'index.html': { file: 'assets/index-a.js', imports: ['_runtime-b.js'], css: ['assets/index-c.css'] },
  '_runtime-b.js': { file: 'assets/runtime-b.js' },
  'src/home/HomePage.tsx': {
    file: 'assets/HomePage-d.js',
    imports: ['_runtime-b.js', 'index.html', '_Card-e.js'],
    css: ['assets/HomePage-f.css'],
  },
  '_Card-e.js': { file: 'assets/Card-e.js', imports: ['_runtime-b.js', '_Card-e.js'], css: ['assets/listings-g.css'] },
};

describe("a lazy page's chunk hints", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kilau-chunks-'));
    await mkdir(join(dir, '.vite'));
    await writeFile(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("names the page's chunk, what it imports beyond the entry's, and their styles, each once", async () => {
    expect(await pageChunkHints(dir, 'src/home/HomePage.tsx')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/HomePage-d.js">',
      '<link rel="modulepreload" crossorigin href="/assets/Card-e.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/HomePage-f.css">',
      '<link rel="preload" as="style" crossorigin href="/assets/listings-g.css">',
    ]);
  });

  it('gives none for a page the build does not have, or a build without a manifest', async () => {
    expect(await pageChunkHints(dir, 'src/nowhere/Page.tsx')).toEqual([]);
    expect(await pageChunkHints(join(dir, 'missing'), 'src/home/HomePage.tsx')).toEqual([]);
  });
});
