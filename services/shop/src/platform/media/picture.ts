import { UPLOAD_MAX_BYTES } from '@kilau/domain';

import { Refused } from '../shared/refused.js';
import { type ImageKind, imageKind } from './image-kind.js';

/** An uploaded file as multer hands it over, in memory. */
export interface UploadedImage {
  originalname: string;
  size: number;
  buffer: Buffer;
}

export interface Picture {
  kind: ImageKind;
  bytes: Buffer;
}

/** How a form words a refused picture: its own messages, and the field that carried the file. */
export interface PictureWords {
  tooLarge: string;
  notAnImage: string;
  field: string;
  /** Shown under the field. */
  fieldProblem: string;
}

/**
 * A picture judged by its size (5 MB at most) and by its bytes: a file that is no JPEG, PNG, WebP
 * or GIF is refused whatever its name or declared type say.
 */
export function readPicture(file: UploadedImage, words: PictureWords): Picture {
  if (file.size > UPLOAD_MAX_BYTES) {
    throw new Refused('invalid', 'image_too_large', words.tooLarge, {
      detail: `${file.originalname} has ${file.size} bytes`,
    });
  }
  const kind = imageKind(file.buffer);
  if (!kind) {
    throw new Refused('invalid', 'not_an_image', words.notAnImage, {
      detail: `${file.originalname} is not a JPEG, PNG, WebP or GIF picture`,
      fields: { [words.field]: [words.fieldProblem] },
    });
  }
  return { kind, bytes: file.buffer };
}
