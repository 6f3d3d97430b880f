import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import type { Response } from 'express';
import { type Observable, tap } from 'rxjs';

/** Marks a successful answer cacheable (Nest's @Header would mark refusals too). */
@Injectable()
class CacheFiveMinutesInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const response = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(tap(() => response.setHeader('Cache-Control', 'public, max-age=300')));
  }
}

/**
 * Area data changes only when J&T's list is imported, so browsers and proxies may keep a
 * successful answer for five minutes; refusals (400, 404) are not marked, so they are not kept.
 */
export const CachedFiveMinutes = () => UseInterceptors(CacheFiveMinutesInterceptor);
