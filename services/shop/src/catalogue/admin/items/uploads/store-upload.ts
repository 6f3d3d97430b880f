import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { UploadMessages } from '@kilau/domain';

import { SHOP_CONFIG } from '../../../../platform/config/config.module.js';
import type { ShopConfig } from '../../../../platform/config/shop-config.js';
import { cleanPicture } from '../../../../platform/media/clean-picture.js';
import { freshPicturePath, MediaFiles } from '../../../../platform/media/media-files.js';
import { readPicture, type UploadedImage } from '../../../../platform/media/picture.js';
import { PictureStore } from '../../../../platform/media/picture-store.js';
import { Refused } from '../../../../platform/shared/refused.js';

const UPLOAD_PICTURE = {
  tooLarge: UploadMessages.tooLarge,
  notAnImage: UploadMessages.notAnImage,
  field: 'file',
  fieldProblem: UploadMessages.notAnImage,
};

/** Keeps one picture a staff member picked in the console, for a catalogue record to point at. */
export class StoreUpload {
  constructor(readonly file: UploadedImage | undefined) {}
}

export interface StoredUpload {
  url: string;
}

/**
 * Judges the file by its bytes (JPEG, PNG, WebP, GIF), never by its name or declared type,
 * re-encodes it (upright, capped in size, without metadata) and writes it under MEDIA_DIR/uploads
 * with a fresh name and its true extension; its variants (smaller, AVIF and WebP) are made right
 * after. Records hold only the URL, so a picture
 * never saved into a record is an orphan file, not a broken record.
 */
@CommandHandler(StoreUpload)
export class StoreUploadHandler implements ICommandHandler<StoreUpload, StoredUpload> {
  private readonly files: MediaFiles;

  constructor(
    @Inject(SHOP_CONFIG) config: ShopConfig,
    private readonly pictures: PictureStore,
  ) {
    this.files = new MediaFiles(config.mediaDir);
  }

  async execute({ file }: StoreUpload): Promise<StoredUpload> {
    if (!file || file.size === 0) throw new Refused('invalid', 'file_required', UploadMessages.fileRequired);
    const { kind, bytes } = await cleanPicture(readPicture(file, UPLOAD_PICTURE), UPLOAD_PICTURE);
    const path = freshPicturePath('uploads', kind);
    const url = await this.files.write(path, bytes);
    await this.pictures.keep(path, bytes);
    return { url };
  }
}
