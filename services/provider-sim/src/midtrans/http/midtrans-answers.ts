import { randomUUID } from 'node:crypto';

import { HttpException } from '@nestjs/common';

/** A whole Midtrans answer with a non-2xx status: the error filter writes its body as is. */
export class MidtransAnswer extends HttpException {
  constructor(status: number, body: Record<string, unknown>) {
    super(body, status);
  }
}

/** An answer whose body is deliberately not JSON (the `malformed` fault). */
export class MalformedAnswer extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super('malformed answer');
  }
}

/** A request a `timeout` fault held until its connection closed: there is nobody left to answer. */
export class DroppedRequest extends Error {
  constructor() {
    super('request dropped without an answer');
  }
}

/** Snap's error shape: HTTP status plus `{"error_messages": [...]}`. */
export function snapError(status: number, ...messages: string[]): MidtransAnswer {
  return new MidtransAnswer(status, { error_messages: messages });
}

/**
 * The Core API's error shape: the code again as text in `status_code`, and an `id` that names the
 * request (a fresh uuid), not the transaction.
 */
export function coreErrorBody(statusCode: number | string, message: string): Record<string, unknown> {
  return { status_code: String(statusCode), status_message: message, id: randomUUID() };
}

export const SNAP_UNAUTHORIZED = [
  'Access denied due to unauthorized transaction, please check client or server key',
  'Visit https://snap-docs.midtrans.com/#request-headers for more details',
];
export const CORE_UNAUTHORIZED = 'Transaction cannot be authorized with the current client/server key.';
export const NOT_FOUND = 'The requested resource is not found';

const SNAP_FAILURES: Record<number, string> = {
  500: 'Sorry, we encountered internal server error. We will fix this soon.',
  502: 'Sorry, we encountered internal server error. We will fix this soon.',
  503: 'Sorry, we encountered internal server error. We will fix this soon.',
  429: 'Too many requests, please try again later',
  404: NOT_FOUND,
};
const CORE_FAILURES: Record<number, string> = {
  500: 'Sorry. Our system is recovering from unexpected issues. Please retry.',
  502: 'Sorry. Our system is recovering from unexpected issues. Please retry.',
  503: 'Sorry. Our system is recovering from unexpected issues. Please retry.',
  429: 'Too many requests, please try again later',
  404: NOT_FOUND,
};

/** The body a Snap (`snap`) or Core (`core`) endpoint gives with an HTTP error status. */
export function failureBody(family: 'snap' | 'core', status: number, message?: string): Record<string, unknown> {
  const text = message ?? (family === 'snap' ? SNAP_FAILURES : CORE_FAILURES)[status] ?? `HTTP ${status}`;
  if (family === 'snap') return { error_messages: status === 401 && !message ? SNAP_UNAUTHORIZED : [text] };
  return coreErrorBody(status, status === 401 && !message ? CORE_UNAUTHORIZED : text);
}
