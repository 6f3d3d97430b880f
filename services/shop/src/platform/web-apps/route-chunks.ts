import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (`build.manifest`), as far as the hints need it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/**
 * The `<link>` hints that fetch a lazily loaded page's own chunk, the chunks it imports and its
 * styles while the app's entry script is still running, instead of after it (on a phone's 4x
 * slower CPU the entry runs for seconds before the router asks for the page). Read from the
 * build's manifest at every call, as index.html is, so a new build is picked up; the entry's own
 * chunks are left out (index.html hints them already). No manifest, or no such page: no hints.
 */
export async function pageChunkHints(dir: string, source: string): Promise<string[]> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return [];
  }
  if (!manifest[source]) return [];
  const entry = new Set(reachable(manifest, 'index.html'));
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const key of reachable(manifest, source).filter((key) => !entry.has(key))) {
    const chunk = manifest[key]!;
    scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
  }
  // crossorigin as Vite's loader asks for them, so the browser reuses what the hints fetched
  return [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ];
}

/** The manifest's keys `from` imports, itself first, each once. */
function reachable(manifest: Manifest, from: string): string[] {
  const seen: string[] = [];
  const visit = (key: string) => {
    if (seen.includes(key) || !manifest[key]) return;
    seen.push(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(from);
  return seen;
}
