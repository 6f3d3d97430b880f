import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import type { ImageKind } from './image-kind.js';

/**
 * Files under MEDIA_DIR, served at /media/: the demo's pictures and videos, review photos, the
 * console's uploads. Rows hold only the URL path each write answers, so a file can later be
 * replaced by path alone.
 */
export class MediaFiles {
  /** Every file this instance wrote, with its bytes: what a seed records as pictures afterwards. */
  readonly written: Array<{ path: string; bytes: Buffer }> = [];

  constructor(private readonly mediaDir: string) {}

  async write(relativePath: string, content: string | Buffer): Promise<string> {
    const target = join(this.mediaDir, relativePath);
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, bytes);
    this.written.push({ path: relativePath, bytes });
    return mediaUrl(relativePath);
  }

  async copy(sourcePath: string, relativePath: string): Promise<string> {
    const target = join(this.mediaDir, relativePath);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(sourcePath, target);
    return mediaUrl(relativePath);
  }

  async remove(relativePath: string): Promise<void> {
    await rm(join(this.mediaDir, relativePath), { force: true });
  }
}

/** Where the shop serves a file of MEDIA_DIR. */
export const mediaUrl = (relativePath: string) => `/media/${relativePath}`;

/** A fresh name in `folder` for a picture someone sent: never the sender's own file name. */
export const freshPicturePath = (folder: string, kind: ImageKind) => `${folder}/${randomUUID()}.${kind}`;
