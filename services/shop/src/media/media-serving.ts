import { extname } from 'node:path';

import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';

/**
 * What /media/ serves, by extension, and the one type each is answered with: the pictures the
 * shop keeps (uploads re-encoded into their true format, the demo's drawings) and its videos.
 * Any other file under MEDIA_DIR is not served at all, so a stray HTML or script file there can
 * never become a page of the shop.
 */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
};

const typeOf = (path: string) => MEDIA_TYPES[extname(path).toLowerCase()];

function onlyMediaTypes(req: Request, res: Response, next: NextFunction): void {
  if (typeOf(req.path)) return next();
  res.status(404).json({ statusCode: 404, error: 'not_found', message: 'Not found' });
}

/** MEDIA_DIR under /media/, each file with its type from MEDIA_TYPES (nosniff comes with every answer). */
export function serveMedia(app: NestExpressApplication, mediaDir: string): void {
  app.use('/media/', onlyMediaTypes);
  app.useStaticAssets(mediaDir, {
    prefix: '/media/',
    maxAge: '1h',
    fallthrough: false,
    setHeaders: (res, path) => res.setHeader('Content-Type', typeOf(path)!),
  });
}
