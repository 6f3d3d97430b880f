import { stat } from 'node:fs/promises';
import { basename, extname, join, normalize } from 'node:path';

import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';

import { parseVariantPath } from '@kilau/domain';

import type { PictureStore } from './picture-store.js';

/**
 * What /media/ serves, by extension, and the one type each is answered with: the pictures the
 * shop keeps (uploads re-encoded into their true format, the demo's drawings, their variants) and
 * its videos. Any other file under MEDIA_DIR is not served at all, so a stray HTML or script file
 * there can never become a page of the shop.
 */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
};

/** A variant's name changes with its bytes, so browsers and CDNs may keep it a year without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const typeOf = (path: string) => MEDIA_TYPES[extname(path).toLowerCase()];

const notFound = (res: Response) => res.status(404).json({ statusCode: 404, error: 'not_found', message: 'Not found' });

function onlyMediaTypes(req: Request, res: Response, next: NextFunction): void {
  if (typeOf(req.path)) return next();
  notFound(res);
}

/**
 * A variant not made yet (the demo's drawings are seeded without theirs) is made on its first
 * request, from its recorded original, and kept: later requests are the file alone. A name that is
 * no recorded picture's variant is answered 404 without touching sharp.
 */
function makeMissingVariants(mediaDir: string, pictures: PictureStore) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const path = decodeURIComponent(req.path).replace(/^\/+/, '');
    if (!parseVariantPath(path) || normalize(path) !== path) return next();
    stat(join(mediaDir, path)).then(
      () => next(),
      () =>
        pictures.ensureVariant(path).then(
          (made) => (made ? next() : notFound(res)),
          (error: unknown) => next(error),
        ),
    );
  };
}

/** MEDIA_DIR under /media/, each file with its type from MEDIA_TYPES (nosniff comes with every answer). */
export function serveMedia(app: NestExpressApplication, mediaDir: string, pictures: PictureStore): void {
  app.use('/media/', onlyMediaTypes);
  app.use('/media/', makeMissingVariants(mediaDir, pictures));
  app.useStaticAssets(mediaDir, {
    prefix: '/media/',
    maxAge: '1h',
    fallthrough: false,
    setHeaders: (res, path) => {
      res.setHeader('Content-Type', typeOf(path)!);
      if (parseVariantPath(basename(path))) res.setHeader('Cache-Control', IMMUTABLE);
    },
  });
}
