import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import type { Sharp } from 'sharp';

import { type KeptPicture, type VariantFormat, variantFormats, variantPath, variantWidths } from '@kilau/domain';

import { loadSharp } from './load-sharp.js';

/** Settings per format: small files that still look right on a jewellery photo's fine edges. */
const ENCODINGS: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
  jpg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9, palette: true }),
  gif: (image) => image.gif(),
};

/**
 * One variant's bytes from the original's. A drawing (SVG) is rendered at the density that gives
 * the width wanted, so it is drawn sharp rather than enlarged from a small raster; a photo is only
 * ever made smaller. Animation is kept where the format carries it (GIF, WebP).
 */
export async function encodeVariant(
  picture: KeptPicture,
  original: Buffer,
  format: VariantFormat,
  width: number,
): Promise<Buffer> {
  const animated = format === 'gif' || (format === 'webp' && picture.kind === 'gif');
  const density = picture.kind === 'svg' ? Math.min(2400, Math.ceil((72 * width) / picture.width)) : undefined;
  const { default: sharp } = await loadSharp();
  const image = sharp(original, { animated, ...(density && { density }) }).resize({
    width,
    withoutEnlargement: picture.kind !== 'svg',
  });
  return ENCODINGS[format](image).toBuffer();
}

/**
 * The variant files of pictures under one MEDIA_DIR. Each is written to a temporary name and
 * renamed, so a reader never sees half a file and two processes making the same variant at once
 * both leave a whole one.
 */
export class VariantFiles {
  private readonly making = new Map<string, Promise<void>>();
  /** Every variant being made now, whoever asked: the shop's close waits for them (`settled`). */
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly mediaDir: string) {}

  /** Every variant of a picture just kept: done at upload time, so no shopper waits for one. */
  makeAll(picture: KeptPicture, original: Buffer): Promise<void> {
    return this.tracked(async () => {
      for (const format of variantFormats(picture.kind)) {
        for (const width of variantWidths(picture)) await this.write(picture, original, format, width);
      }
    });
  }

  /** One variant, made once however many ask for it at the same moment. */
  makeOne(picture: KeptPicture, format: VariantFormat, width: number): Promise<void> {
    const path = variantPath(picture, format, width);
    let made = this.making.get(path);
    if (!made) {
      made = this.tracked(async () => {
        try {
          await this.write(picture, await readFile(join(this.mediaDir, picture.path)), format, width);
        } finally {
          this.making.delete(path);
        }
      });
      this.making.set(path, made);
    }
    return made;
  }

  /**
   * Resolves once no variant is being made, work started meanwhile included: a variant made in
   * the background (after an upload) would otherwise write into MEDIA_DIR, and load sharp, after
   * the process or test that owned it had closed.
   */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Takes back the variants of a picture that was not kept. */
  async removeAll(picture: KeptPicture): Promise<void> {
    for (const format of variantFormats(picture.kind)) {
      for (const width of variantWidths(picture)) {
        await rm(join(this.mediaDir, variantPath(picture, format, width)), { force: true });
      }
    }
  }

  private tracked(work: () => Promise<void>): Promise<void> {
    const running = work();
    this.inFlight.add(running);
    const forget = () => this.inFlight.delete(running);
    running.then(forget, forget);
    return running;
  }

  private async write(picture: KeptPicture, original: Buffer, format: VariantFormat, width: number): Promise<void> {
    const target = join(this.mediaDir, variantPath(picture, format, width));
    const bytes = await encodeVariant(picture, original, format, width);
    await mkdir(dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.part`;
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  }
}
