import type { PictureVariant } from '@kilau/domain';

import type { PictureStore } from './picture-store.js';

/** The fields that name a picture in the shop's answers (the seeds' names). */
const PICTURE_FIELDS = ['image', 'image_url'] as const;
const MEDIA_PREFIX = '/media/';

type Json = unknown;

const isPlainObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The paths under MEDIA_DIR of every picture an answer names in a picture field. */
export function picturePaths(answer: Json, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(answer)) {
    for (const item of answer) picturePaths(item, into);
  } else if (isPlainObject(answer)) {
    for (const [key, value] of Object.entries(answer)) {
      if (typeof value === 'string' && (PICTURE_FIELDS as readonly string[]).includes(key)) {
        if (value.startsWith(MEDIA_PREFIX)) into.add(value.slice(MEDIA_PREFIX.length));
      } else if (typeof value === 'object') {
        picturePaths(value, into);
      }
    }
  }
  return into;
}

/**
 * The answer as shoppers get it: every `/media/...` address at MEDIA_PUBLIC_URL, and beside each
 * picture field with variants an `image_variants` list. A copy: answers may be the catalogue
 * cache's own objects, which other requests read too.
 */
export function withVariants(answer: Json, variants: ReadonlyMap<string, PictureVariant[]>, publicBase: string): Json {
  const moved = (value: string) =>
    value.startsWith(MEDIA_PREFIX) ? `${publicBase}/${value.slice(MEDIA_PREFIX.length)}` : value;
  const walk = (value: Json): Json => {
    if (typeof value === 'string') return moved(value);
    if (Array.isArray(value)) return value.map(walk);
    if (!isPlainObject(value)) return value;
    const copy: Record<string, Json> = {};
    for (const [key, field] of Object.entries(value)) copy[key] = walk(field);
    const picture = PICTURE_FIELDS.map((key) => value[key]).find(
      (field): field is string => typeof field === 'string' && field.startsWith(MEDIA_PREFIX),
    );
    const found = picture && variants.get(picture.slice(MEDIA_PREFIX.length));
    if (found && !('image_variants' in value)) copy.image_variants = found;
    return copy;
  };
  return walk(answer);
}

/**
 * An answer as shoppers read it: each picture's variants beside it, under MEDIA_PUBLIC_URL. The one
 * place that shapes it, whether the answer goes out through Nest (MediaAnswersInterceptor) or as
 * the catalogue cache's ready bytes, which pass Nest's interceptors by.
 */
export async function shopperAnswer(
  answer: Json,
  pictures: Pick<PictureStore, 'variantsOf'>,
  publicBase: string,
): Promise<Json> {
  const paths = picturePaths(answer);
  if (paths.size === 0 && publicBase === '/media') return answer;
  return withVariants(answer, await pictures.variantsOf([...paths]), publicBase);
}
