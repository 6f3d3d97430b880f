import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The demo's committed binary assets (videos), found from this file in src/ or in dist/. */
export const DEMO_ASSETS_DIR = fileURLToPath(new URL('../../src/demo-data/assets/', import.meta.url));

/**
 * Writes demo media under MEDIA_DIR and answers the URL path the API serves it at. Rows hold
 * only that path, so an uploaded file can later replace a demo picture by path alone.
 */
export class MediaFiles {
  constructor(private readonly mediaDir: string) {}

  async write(relativePath: string, content: string | Buffer): Promise<string> {
    const target = join(this.mediaDir, relativePath);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
    return `/media/${relativePath}`;
  }

  async copyAsset(assetName: string, relativePath: string): Promise<string> {
    const target = join(this.mediaDir, relativePath);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(join(DEMO_ASSETS_DIR, assetName), target);
    return `/media/${relativePath}`;
  }
}
