import { randomUUID } from 'node:crypto';

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { UPLOAD_MAX_BYTES, UploadMessages } from '@kilau/domain';

import { SHOP_CONFIG } from '../../../config/config.module.js';
import type { ShopConfig } from '../../../config/shop-config.js';
import { MediaFiles } from '../../../demo-data/media-files.js';
import { imageKind } from '../../../reviews/image-kind.js';
import type { UploadedImage } from '../../../reviews/submission.js';
import { Refused } from '../../../shared/refused.js';

/** Keeps one picture a staff member picked in the console, for a catalogue record to point at. */
export class StoreUpload {
  constructor(readonly file: UploadedImage | undefined) {}
}

export interface StoredUpload {
  url: string;
}

/**
 * Judges the file by its bytes (JPEG, PNG, WebP, GIF), never by its name or declared type, and
 * writes it under MEDIA_DIR/uploads with a fresh name. Records hold only the URL, so a picture
 * never saved into a record is an orphan file, not a broken record.
 */
@CommandHandler(StoreUpload)
export class StoreUploadHandler implements ICommandHandler<StoreUpload, StoredUpload> {
  private readonly files: MediaFiles;

  constructor(@Inject(SHOP_CONFIG) config: ShopConfig) {
    this.files = new MediaFiles(config.mediaDir);
  }

  async execute({ file }: StoreUpload): Promise<StoredUpload> {
    if (!file || file.size === 0) throw new Refused('invalid', 'file_required', UploadMessages.fileRequired);
    if (file.size > UPLOAD_MAX_BYTES) {
      throw new Refused('invalid', 'image_too_large', UploadMessages.tooLarge, {
        detail: `${file.originalname} has ${file.size} bytes`,
      });
    }
    const kind = imageKind(file.buffer);
    if (!kind) {
      throw new Refused('invalid', 'not_an_image', UploadMessages.notAnImage, {
        detail: `${file.originalname} is not a JPEG, PNG, WebP or GIF picture`,
        fields: { file: [UploadMessages.notAnImage] },
      });
    }
    return { url: await this.files.write(`uploads/${randomUUID()}.${kind}`, file.buffer) };
  }
}
