import { applyDecorators, type CanActivate, type ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { DataSource } from 'typeorm';

import { forbidden, notAuthenticated } from '../../platform/http/shop-error.js';
import { Tokens } from '../tokens.js';
import type { AuthenticatedRequest } from './authenticated-user.js';

/** The staff flag as the database holds it now; undefined when the user is gone. */
export async function staffFlag(db: DataSource, userId: number): Promise<boolean | undefined> {
  const [row] = await db.query('SELECT is_staff FROM users WHERE id = $1', [userId]);
  return row ? row.is_staff === true : undefined;
}

function bearer(request: AuthenticatedRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** Lets through a caller with a valid access token; 401 'Not authenticated' otherwise. */
@Injectable()
export class LoginGuard implements CanActivate {
  constructor(private readonly tokens: Tokens) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearer(request);
    if (!token) throw notAuthenticated('Not authenticated', 'No bearer token was given');
    try {
      const claims = await this.tokens.verify(token);
      request.user = { id: Number(claims.sub), email: claims.email, isStaff: claims.staff === true };
      return true;
    } catch (error) {
      const expired = (error as Error).name === 'TokenExpiredError';
      throw notAuthenticated(
        'Not authenticated',
        expired ? 'The access token has expired' : 'The access token is not valid',
      );
    }
  }
}

/**
 * Lets everyone through and names the caller when a valid token comes along: for reads that
 * show more to the owner and staff (a parcel's receiver), and the same to a stale token as to none.
 */
@Injectable()
export class OptionalLoginGuard implements CanActivate {
  constructor(
    private readonly tokens: Tokens,
    private readonly db: DataSource,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearer(request);
    const claims = token ? await this.tokens.verify(token).catch(() => undefined) : undefined;
    if (!claims) return true;
    const isStaff = await staffFlag(this.db, Number(claims.sub));
    if (isStaff !== undefined) request.user = { id: Number(claims.sub), email: claims.email, isStaff };
    return true;
  }
}

/**
 * Staff only. The flag is read from the database, not the token, so taking staff rights away
 * takes effect at once.
 */
@Injectable()
export class StaffGuard implements CanActivate {
  constructor(private readonly db: DataSource) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
    const isStaff = user ? await staffFlag(this.db, user.id) : undefined;
    if (isStaff === undefined) throw notAuthenticated();
    if (!isStaff) throw forbidden('Only staff may do this');
    user!.isStaff = true;
    return true;
  }
}

export const RequireLogin = () => applyDecorators(UseGuards(LoginGuard), ApiBearerAuth());
export const OptionalLogin = () => applyDecorators(UseGuards(OptionalLoginGuard), ApiBearerAuth());
export const RequireStaff = () => applyDecorators(UseGuards(LoginGuard, StaffGuard), ApiBearerAuth());
