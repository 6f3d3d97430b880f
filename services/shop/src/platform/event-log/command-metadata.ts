import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

import type { EventMetadata } from '@kilau/event-store';

/** A request as the login guard leaves it: the caller the bearer token names, when it names one. */
type RequestWithCaller = Request & { user?: { id: number; email: string; isStaff: boolean } };

/**
 * What every event a request causes records about it: who acted, and the request id (the same id
 * its log lines and its X-Request-Id header carry) as correlation id and as causation id, the
 * request being the command that caused them. Events a job appends later keep the correlation
 * id and name the event that caused them.
 */
export function requestMetadata(request: RequestWithCaller): EventMetadata {
  const user = request.user;
  const correlationId = String((request as { id?: unknown }).id ?? '') || undefined;
  return {
    ...(correlationId && { correlationId, causationId: correlationId }),
    actor: user ? { kind: user.isStaff ? 'staff' : 'customer', id: user.id, email: user.email } : { kind: 'customer' },
  };
}

/** The {@link requestMetadata} of the request being served, for a command's events. */
export const CommandMetadata = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  requestMetadata(context.switchToHttp().getRequest<RequestWithCaller>()),
);
