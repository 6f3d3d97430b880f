import type { FormatEnum } from 'sharp';

import { Refused } from '../shared/refused.js';
import type { ImageKind } from './image-kind.js';
import { loadSharp } from './load-sharp.js';
import type { Picture, PictureWords } from './picture.js';

/** The longest side a kept picture has: more than any page shows, zoomed on a large screen. */
export const PICTURE_MAX_SIDE = 2048;

/** A larger picture is refused before it is decoded (a small file can unpack to gigabytes). */
export const PICTURE_MAX_PIXELS = 60_000_000;

const KIND_OF: Partial<Record<string, ImageKind>> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };
const FORMAT_OF: Record<ImageKind, keyof FormatEnum> = { jpg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif' };

/**
 * A picture someone sent, decoded and encoded anew: turned upright by its EXIF orientation, no
 * larger than PICTURE_MAX_SIDE, with every piece of metadata left behind (EXIF with the phone's
 * GPS position, XMP, comments, ICC), in the format its pixels really are. A file that is no
 * picture the decoder can read is refused, whatever its first bytes claimed.
 */
export async function cleanPicture(picture: Picture, words: PictureWords): Promise<Picture> {
  try {
    const animated = picture.kind === 'gif' || picture.kind === 'webp';
    const { default: sharp } = await loadSharp();
    const image = sharp(picture.bytes, { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error', animated });
    const kind = KIND_OF[(await image.metadata()).format];
    if (!kind) throw new Error('not a JPEG, PNG, WebP or GIF picture');
    const bytes = await image
      .autoOrient()
      .resize({ width: PICTURE_MAX_SIDE, height: PICTURE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .toFormat(FORMAT_OF[kind])
      .toBuffer();
    return { kind, bytes };
  } catch (error) {
    throw refusal(error, words);
  }
}

function refusal(error: unknown, words: PictureWords): Refused {
  const reason = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(reason)) {
    return new Refused('invalid', 'image_too_large', words.tooLarge, {
      detail: `The picture has more than ${PICTURE_MAX_PIXELS / 1_000_000} million pixels`,
      fields: { [words.field]: [words.tooLarge] },
    });
  }
  return new Refused('invalid', 'not_an_image', words.notAnImage, {
    detail: 'The file could not be read as a JPEG, PNG, WebP or GIF picture',
    fields: { [words.field]: [words.fieldProblem] },
  });
}
