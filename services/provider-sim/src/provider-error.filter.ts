import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { Request, Response } from 'express';

import { JntAnswer } from './jnt/http/jnt-answer.js';
import { DroppedRequest, failureBody, MalformedAnswer, MidtransAnswer } from './midtrans/http/midtrans-answers.js';

/** Each provider's error shape, by the path prefix of its host family. */
const FAMILIES: { prefix: string; body: (status: number, message?: string) => Record<string, unknown> }[] = [
  { prefix: '/midtrans/app/snap/', body: (status, message) => failureBody('snap', status, message) },
  { prefix: '/midtrans/api/', body: (status, message) => failureBody('core', status, message) },
];

function message(exception: HttpException): string {
  const response = exception.getResponse();
  const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
  return Array.isArray(raw) ? raw.join('; ') : typeof raw === 'string' ? raw : exception.message;
}

/**
 * Every error leaves in the shape of the provider whose path was called: Snap's `error_messages`,
 * the Core API's `status_code`/`status_message`, and `{error}` on the control API. An answer a
 * handler built whole (a Midtrans or J&T body, a malformed fault) is written as is; a bug is logged.
 */
@Catch()
export class ProviderErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<Request>();
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent || response.destroyed || exception instanceof DroppedRequest) return;
    if (exception instanceof MalformedAnswer) {
      response.status(exception.status).type('application/json').send(exception.text);
      return;
    }
    if (exception instanceof JntAnswer) {
      const { body } = exception;
      response
        .status(exception.getStatus())
        .type(exception.contentType)
        .send(typeof body === 'string' ? body : JSON.stringify(body));
      return;
    }
    if (exception instanceof MidtransAnswer) {
      response.status(exception.getStatus()).json(exception.getResponse());
      return;
    }
    if (!(exception instanceof HttpException)) console.error(exception);
    const status = exception instanceof HttpException ? exception.getStatus() : 500;
    const text = exception instanceof HttpException ? message(exception) : undefined;
    const family = FAMILIES.find((f) => request.path.startsWith(f.prefix));
    if (family) response.status(status).json(family.body(status, status === 404 ? undefined : text));
    else response.status(status).json({ error: text ?? 'Internal error' });
  }
}
