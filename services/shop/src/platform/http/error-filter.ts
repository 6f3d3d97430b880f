import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { Request, Response } from 'express';

import { ExpectedVersionConflict, GuardFailed } from '@kilau/event-store';

import { currentLogger } from '../logging/logger.js';
import { Refused } from '../shared/refused.js';
import { fromRefusal, ShopError } from './shop-error.js';

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Why, in a sentence; or, in the courier's answer shape, J&T's list of entries. */
  detail?: string | unknown[];
  [field: string]: unknown;
}

const RESERVED = new Set(['statusCode', 'error', 'message', 'detail', 'fields']);

/**
 * Field errors also sit at the top level (`{email: [...]}`, the shape the seeds' forms read),
 * except where a field's name is one of the body's own keys (a cart line's `message`): those
 * are under `fields` only.
 */
function withoutReserved(values: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values ?? {}).filter(([key]) => !RESERVED.has(key)));
}

const codes: Record<number, string> = {
  400: 'bad_request',
  401: 'not_authenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** Turns any HttpException (Nest's own, body-parser's) into the shop's error shape. */
function fromHttpException(exception: HttpException): ShopError {
  const status = exception.getStatus();
  const response = exception.getResponse();
  const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
  const text = Array.isArray(raw) ? raw.join('; ') : typeof raw === 'string' ? raw : exception.message;
  if (status === 400 && /JSON|Unexpected token|position \d+/i.test(text)) {
    return new ShopError(400, 'malformed_json', 'The request body is not a valid JSON object', { detail: text });
  }
  if (status === 404) return new ShopError(404, 'not_found', 'Not found', { detail: text });
  return new ShopError(status, codes[status] ?? 'http_error', text);
}

/**
 * The one place errors become HTTP answers: the shop's own refusals, Nest's and body-parser's
 * errors, and anything unexpected (500, logged with its stack, answered without internals).
 */
@Catch()
export class ShopErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const error = this.toShopError(exception);
    const body: ErrorBody = { statusCode: error.status, error: error.code, message: error.message };
    if (error.extra.detail) body.detail = error.extra.detail;
    // answers in the courier's shape (order-side seed §3) carry J&T's `detail` list instead of a sentence
    else if (Array.isArray(error.extra.body?.detail)) body.detail = error.extra.body.detail;
    Object.assign(body, withoutReserved(error.extra.body), withoutReserved(error.extra.fields));
    if (error.extra.fields) body.fields = error.extra.fields;
    const res = host.switchToHttp().getResponse<Response>();
    if (error.extra.retryAfterSeconds) res.setHeader('Retry-After', String(error.extra.retryAfterSeconds));
    // refused before its body was read (a guard said no to an upload): Node would read the rest
    // to keep the connection alive, so close it instead and the sender's megabytes go unread
    if (!host.switchToHttp().getRequest<Request>().complete) res.setHeader('Connection', 'close');
    res.status(error.status).json(body);
  }

  private toShopError(exception: unknown): ShopError {
    if (exception instanceof ShopError) return exception;
    if (exception instanceof Refused) return fromRefusal(exception);
    if (exception instanceof ExpectedVersionConflict || exception instanceof GuardFailed) {
      // every retry lost the race: say so, rather than a 500
      return new ShopError(409, 'concurrent_change', 'This changed at the same moment elsewhere; please try again.');
    }
    if (exception instanceof HttpException) return fromHttpException(exception);
    const status = (exception as { status?: unknown; type?: unknown })?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // body-parser's own errors (entity.too.large, entity.parse.failed) arrive as plain errors
      return fromHttpException(new HttpException((exception as Error).message, status));
    }
    currentLogger().error({ err: exception }, 'unexpected error while serving a request');
    return new ShopError(HttpStatus.INTERNAL_SERVER_ERROR, 'internal_error', 'Something went wrong.');
  }
}
