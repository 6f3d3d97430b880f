import { Inject, Injectable } from '@nestjs/common';

import { SHOP_CONFIG } from '../platform/config/config.module.js';
import type { ShopConfig } from '../platform/config/shop-config.js';
import type { ImageKind } from '../platform/media/image-kind.js';
import { freshPicturePath, MediaFiles, mediaUrl } from '../platform/media/media-files.js';
import { PictureStore } from '../platform/media/picture-store.js';
import type { Queryable } from '../platform/media/pictures.js';

/** A review's picture: its file under MEDIA_DIR and the path the shop serves it at. */
export interface ReviewImagePlace {
  relativePath: string;
  url: string;
}

/**
 * Review pictures live where the catalogue's do: files under MEDIA_DIR (here `reviews/`), served
 * under /media/, the review row holding only the path. Each gets a fresh name, never the uploader's.
 */
@Injectable()
export class ReviewImages {
  private readonly files: MediaFiles;

  constructor(
    @Inject(SHOP_CONFIG) config: ShopConfig,
    private readonly pictures: PictureStore,
  ) {
    this.files = new MediaFiles(config.mediaDir);
  }

  place(kind: ImageKind): ReviewImagePlace {
    const relativePath = freshPicturePath('reviews', kind);
    return { relativePath, url: mediaUrl(relativePath) };
  }

  /** Writes the picture and its variants, recorded in the review's own transaction (`db`). */
  async write(place: ReviewImagePlace, bytes: Buffer, db: Queryable): Promise<void> {
    await this.files.write(place.relativePath, bytes);
    await this.pictures.keep(place.relativePath, bytes, db);
  }

  /** Takes back a picture, and its variants, whose review was not saved. */
  async remove(place: ReviewImagePlace, bytes: Buffer): Promise<void> {
    await this.files.remove(place.relativePath);
    await this.pictures.forget(place.relativePath, bytes);
  }
}
