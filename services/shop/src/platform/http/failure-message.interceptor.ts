import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { catchError, type Observable, throwError } from 'rxjs';

import { Refused } from '../shared/refused.js';
import { FAILURE_MESSAGE } from './failure-message.js';
import { fromRefusal, ShopError } from './shop-error.js';

/**
 * Puts a call's product wording ('Failed to request OTP') on any refusal raised while it runs,
 * validation included, keeping the specific reason as `detail` and the field errors as they were.
 */
@Injectable()
export class FailureMessageInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const message = this.reflector.get<string | undefined>(FAILURE_MESSAGE, context.getHandler());
    if (!message) return next.handle();
    return next.handle().pipe(catchError((error: unknown) => throwError(() => reword(error, message))));
  }
}

function reword(thrown: unknown, message: string): unknown {
  const error = thrown instanceof Refused ? fromRefusal(thrown) : thrown;
  if (error instanceof ShopError) {
    if (error.message === message) return error;
    return new ShopError(error.status, error.code, message, {
      ...error.extra,
      detail: error.extra.detail ?? error.message,
    });
  }
  if (error instanceof HttpException && error.getStatus() < 500) {
    return new ShopError(error.getStatus(), 'bad_request', message, { detail: error.message });
  }
  return error;
}
