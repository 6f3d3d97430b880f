import { applyDecorators, type CanActivate, type ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { DataSource } from 'typeorm';

import { forbidden, notAuthenticated } from '../../http/shop-error.js';
import { Tokens } from '../tokens.js';
import type { AuthenticatedRequest } from './authenticated-user.js';

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
 * Staff only. The flag is read from the database, not the token, so taking staff rights away
 * takes effect at once.
 */
@Injectable()
export class StaffGuard implements CanActivate {
  constructor(private readonly db: DataSource) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
    const [row] = user ? await this.db.query('SELECT is_staff FROM users WHERE id = $1', [user.id]) : [];
    if (!row) throw notAuthenticated();
    if (!row.is_staff) throw forbidden('Only staff may do this');
    return true;
  }
}

export const RequireLogin = () => applyDecorators(UseGuards(LoginGuard), ApiBearerAuth());
export const RequireStaff = () => applyDecorators(UseGuards(LoginGuard, StaffGuard), ApiBearerAuth());
