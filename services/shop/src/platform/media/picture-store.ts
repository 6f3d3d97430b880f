import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

import { isVariantOf, parseVariantPath, type PictureVariant, pictureVariants, stem } from '@kilau/domain';

import { SHOP_CONFIG } from '../config/config.module.js';
import type { ShopConfig } from '../config/shop-config.js';
import { READ_DB } from '../database/read-database.js';
import { rootLogger } from '../logging/logger.js';
import { describePicture } from './kept-picture.js';
import { findPictureByHash, findPictures, forgetPicture, type Queryable, recordPicture } from './pictures.js';
import { VariantFiles } from './variant-maker.js';

/** How long a process trusts what it read of a picture's row (a re-seeded path changes its hash). */
const REMEMBER_MS = 30_000;
const REMEMBER_AT_MOST = 10_000;

/**
 * The pictures the shop keeps and their variants: recorded and made when a picture is kept,
 * listed beside the picture in answers, and made on the first request for a variant that does not
 * exist yet (the demo's drawings, seeded without them so a fresh shop starts at once).
 */
@Injectable()
export class PictureStore implements OnApplicationShutdown {
  readonly files: VariantFiles;
  /** Each path's variants as answers list them (built once, shared by every answer), or undefined: none. */
  private readonly remembered = new Map<string, { variants: PictureVariant[] | undefined; until: number }>();

  constructor(
    @InjectDataSource() private readonly primary: DataSource,
    @Inject(READ_DB) private readonly reads: DataSource,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {
    this.files = new VariantFiles(config.mediaDir);
  }

  /**
   * Records a picture just written at `path` under MEDIA_DIR (in `db`: a review records its photo
   * in its own transaction) and starts making its variants. They are made beside the request, not
   * in it: a 2048 px photo takes seconds of AVIF encoding, which neither the uploader nor a
   * review's transaction should wait for. Should the process stop first, each missing variant is
   * made on its first request instead, from the recorded original.
   */
  async keep(path: string, bytes: Buffer, db: Queryable = this.primary): Promise<void> {
    const picture = await describePicture(path, bytes);
    if (!picture) return;
    await recordPicture(db, picture);
    this.files.makeAll(picture, bytes).catch((error: unknown) => {
      rootLogger().warn({ err: error, path }, 'picture variants not made now: each is made on its first request');
    });
  }

  /** The shop closes once the variants being made are written (its HTTP server has closed by then). */
  async onApplicationShutdown(): Promise<void> {
    await this.files.settled();
  }

  /** Forgets a picture that was not kept after all, and removes its variants. */
  async forget(path: string, bytes: Buffer): Promise<void> {
    const picture = await describePicture(path, bytes);
    if (picture) await this.files.removeAll(picture);
    await forgetPicture(this.primary, path);
  }

  /** The variants of each recorded picture among `paths`, at MEDIA_PUBLIC_URL. */
  async variantsOf(paths: string[]): Promise<Map<string, PictureVariant[]>> {
    const now = Date.now();
    const unknown = paths.filter((path) => !((this.remembered.get(path)?.until ?? 0) > now));
    if (unknown.length > 0) {
      const found = await findPictures(this.reads, [...new Set(unknown)]);
      if (this.remembered.size > REMEMBER_AT_MOST) this.remembered.clear();
      for (const path of unknown) {
        const picture = found.get(path);
        const variants = picture && pictureVariants(picture, this.config.mediaPublicUrl);
        this.remembered.set(path, { variants, until: now + REMEMBER_MS });
      }
    }
    const variants = new Map<string, PictureVariant[]>();
    for (const path of paths) {
      const known = this.remembered.get(path)?.variants;
      if (known) variants.set(path, known);
    }
    return variants;
  }

  /**
   * Makes the variant at `path` (under MEDIA_DIR) when it is one of a recorded picture's and not
   * made yet; answers whether it is a variant the shop has or now made.
   */
  async ensureVariant(path: string): Promise<boolean> {
    const named = parseVariantPath(path);
    if (!named) return false;
    const picture = await findPictureByHash(this.primary, named.stem, named.hash);
    if (!picture || stem(picture.path) !== named.stem || !isVariantOf(picture, named.format, named.width)) return false;
    await this.files.makeOne(picture, named.format, named.width);
    return true;
  }
}
