import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { mergeMap, type Observable } from 'rxjs';

import { shopperAnswer } from './media-answers.js';
import type { PictureStore } from './picture-store.js';

/**
 * Adds picture variants and MEDIA_PUBLIC_URL to the answers shoppers read. The console's
 * answers (/api/admin/) are left as stored: its forms send the picture fields back, and must send
 * the shop's own `/media/...` paths rather than a CDN's addresses or a list of variants.
 */
export class MediaAnswersInterceptor implements NestInterceptor {
  constructor(
    private readonly pictures: PictureStore,
    private readonly publicBase: string,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request | undefined>();
    if (context.getType() !== 'http' || !request || request.path.startsWith('/api/admin/')) return next.handle();
    return next.handle().pipe(mergeMap((answer: unknown) => shopperAnswer(answer, this.pictures, this.publicBase)));
  }
}
