import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** The caller, as the bearer token names them. */
export interface AuthenticatedUser {
  id: number;
  email: string;
  isStaff: boolean;
}

export type AuthenticatedRequest = Request & { user?: AuthenticatedUser };

/** The caller in a handler guarded by {@link RequireLogin}. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<AuthenticatedRequest>().user!,
);
