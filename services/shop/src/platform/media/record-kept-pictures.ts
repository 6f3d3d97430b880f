import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

import { parseVariantPath } from '@kilau/domain';

import { describePicture, pictureKindOf } from './kept-picture.js';
import { type Queryable, recordedPaths, recordPicture } from './pictures.js';

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Records every picture under MEDIA_DIR that has no row yet (kept before variants existed:
 * uploads, review photos, an older demo seed), so answers list its variants and /media/ makes
 * each on its first request. Variants themselves are skipped. Answers how many were recorded.
 */
export async function recordKeptPictures(db: Queryable, mediaDir: string): Promise<number> {
  const known = await recordedPaths(db);
  let recorded = 0;
  for await (const file of filesUnder(mediaDir)) {
    const path = relative(mediaDir, file).split(sep).join('/');
    if (known.has(path) || !pictureKindOf(path) || parseVariantPath(path)) continue;
    const picture = await describePicture(path, await readFile(file)).catch(() => undefined);
    if (!picture) continue;
    await recordPicture(db, picture);
    recorded++;
  }
  return recorded;
}
