import { createHash } from 'node:crypto';
import { extname } from 'node:path';

import type { KeptPicture, PictureKind } from '@kilau/domain';

import { loadSharp } from './load-sharp.js';

/**
 * Bumped when the way variants are encoded changes (quality, effort, format settings): a new
 * recipe gives every picture a new hash, so new variants get new names and no cache keeps an old
 * encoding under a name that is promised never to change.
 */
const VARIANT_RECIPE = 'v1';

const KINDS: Partial<Record<string, PictureKind>> = {
  '.jpg': 'jpg',
  '.jpeg': 'jpg',
  '.png': 'png',
  '.webp': 'webp',
  '.gif': 'gif',
  '.svg': 'svg',
};

/** The kind of a kept picture by its extension (uploads are kept under their true one), or undefined: no picture. */
export const pictureKindOf = (path: string): PictureKind | undefined => KINDS[extname(path).toLowerCase()];

/** What variants are made from, for a picture just written at `path` (under MEDIA_DIR) with `bytes`. */
export async function describePicture(
  path: string,
  bytes: Buffer,
): Promise<(KeptPicture & { height: number }) | undefined> {
  const kind = pictureKindOf(path);
  if (!kind) return undefined;
  const { default: sharp } = await loadSharp();
  const { width, height } = await sharp(bytes, { animated: false }).metadata();
  if (!width || !height) return undefined;
  const hash = createHash('sha256').update(VARIANT_RECIPE).update(bytes).digest('hex').slice(0, 12);
  return { path, hash, kind, width, height };
}
