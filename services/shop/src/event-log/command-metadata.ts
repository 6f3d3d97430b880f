import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

import type { EventMetadata } from '@kilau/event-store';

import type { AuthenticatedRequest } from '../identity/auth/authenticated-user.js';

/**
 * What every event a request causes records about it: the request id as correlation id (the
 * same id its log lines and its X-Request-Id header carry) and who acted.
 */
export function requestMetadata(request: AuthenticatedRequest): EventMetadata {
  const user = request.user;
  const correlationId = String((request as { id?: unknown }).id ?? '') || undefined;
  return {
    ...(correlationId && { correlationId }),
    actor: user ? { kind: user.isStaff ? 'staff' : 'customer', id: user.id, email: user.email } : { kind: 'customer' },
  };
}

/** The {@link requestMetadata} of the request being served, for a command's events. */
export const CommandMetadata = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  requestMetadata(context.switchToHttp().getRequest<AuthenticatedRequest>()),
);
