import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';

import { staffFlag } from '../../identity/auth/login.guard.js';
import { Tokens } from '../../identity/tokens.js';

const COOKIE = 'kilau_queues';
const TICKET_SECONDS = 60;
const SESSION_SECONDS = 3600;

interface QueueClaims {
  sub: string;
  purpose: 'queues-ticket' | 'queues-session';
}

/**
 * Who may look at the queues: staff, as the database says now. A page's scripts and styles carry
 * no bearer token, so the dashboard works on a cookie of its own, bought with a one-minute ticket.
 */
@Injectable()
export class QueueAccess {
  constructor(
    private readonly jwt: JwtService,
    private readonly tokens: Tokens,
    private readonly db: DataSource,
  ) {}

  /** A ticket that opens the dashboard for a minute: `/admin/queues?ticket=...`. */
  ticket(userId: number): Promise<string> {
    return this.jwt.signAsync({ sub: String(userId), purpose: 'queues-ticket' } satisfies QueueClaims, {
      expiresIn: TICKET_SECONDS,
    });
  }

  /** Lets a staff member through; answers 401 or 403 otherwise. A ticket turns into the cookie and a clean address. */
  async admit(req: Request, res: Response): Promise<boolean> {
    const ticket = typeof req.query.ticket === 'string' ? req.query.ticket : undefined;
    const userId = ticket ? await this.claim(ticket, 'queues-ticket') : await this.caller(req);
    if (userId === undefined) return this.refuse(res, 401, 'not_authenticated', 'Not authenticated');
    if (!(await staffFlag(this.db, userId)))
      return this.refuse(res, 403, 'forbidden', 'You do not have permission to do this');
    if (!ticket) return true;
    const session = await this.jwt.signAsync({ sub: String(userId), purpose: 'queues-session' } satisfies QueueClaims, {
      expiresIn: SESSION_SECONDS,
    });
    res.cookie(COOKIE, session, {
      httpOnly: true,
      sameSite: 'strict',
      path: '/admin/queues',
      maxAge: SESSION_SECONDS * 1000,
    });
    res.redirect(303, '/admin/queues');
    return false;
  }

  private async caller(req: Request): Promise<number | undefined> {
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (bearer)
      return this.tokens.verify(bearer).then(
        (claims) => Number(claims.sub),
        () => undefined,
      );
    const cookie = cookieValue(req.headers.cookie, COOKIE);
    return cookie ? this.claim(cookie, 'queues-session') : undefined;
  }

  private async claim(token: string, purpose: QueueClaims['purpose']): Promise<number | undefined> {
    const claims = await this.jwt.verifyAsync<QueueClaims>(token).catch(() => undefined);
    return claims?.purpose === purpose ? Number(claims.sub) : undefined;
  }

  private refuse(res: Response, status: number, error: string, message: string): false {
    res.status(status).json({ statusCode: status, error, message });
    return false;
  }
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}
