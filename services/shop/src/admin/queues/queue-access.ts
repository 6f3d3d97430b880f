import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';

import { staffFlag } from '../../identity/auth/login.guard.js';
import { type KeyPurpose, Keys } from '../../identity/keys.js';
import { cookieValue } from '../../platform/http/cookies.js';

const COOKIE = 'kilau_queues';
const TICKET_SECONDS = 60;
const SESSION_SECONDS = 3600;

/** The dashboard's two tokens, each signed with its own key and naming its type. */
type QueueTokenType = Extract<KeyPurpose, 'queue-ticket' | 'queue-session'>;

interface QueueClaims {
  sub: string;
  typ: QueueTokenType;
}

/**
 * Who may look at the queues: staff, as the database says now. A page's scripts and styles carry
 * no bearer token, so the dashboard works on a cookie of its own, bought with a one-minute ticket.
 * The ticket and the cookie open the dashboard and nothing else (their keys are not the API's),
 * and an API access token does not open the dashboard: whoever holds one of the three holds no
 * more than it was made for.
 */
@Injectable()
export class QueueAccess {
  constructor(
    private readonly keys: Keys,
    private readonly db: DataSource,
  ) {}

  /** A ticket that opens the dashboard for a minute: `/admin/queues?ticket=...`. */
  ticket(userId: number): Promise<string> {
    return this.sign(userId, 'queue-ticket', TICKET_SECONDS);
  }

  /** Lets a staff member through; answers 401 or 403 otherwise. A ticket turns into the cookie and a clean address. */
  async admit(req: Request, res: Response): Promise<boolean> {
    const ticket = typeof req.query.ticket === 'string' ? req.query.ticket : undefined;
    const cookie = cookieValue(req.headers.cookie, COOKIE);
    const userId = ticket
      ? await this.claim(ticket, 'queue-ticket')
      : cookie
        ? await this.claim(cookie, 'queue-session')
        : undefined;
    if (userId === undefined) return this.refuse(res, 401, 'not_authenticated', 'Not authenticated');
    if (!(await staffFlag(this.db, userId)))
      return this.refuse(res, 403, 'forbidden', 'You do not have permission to do this');
    if (!ticket) return true;
    res.cookie(COOKIE, await this.sign(userId, 'queue-session', SESSION_SECONDS), {
      httpOnly: true,
      sameSite: 'strict',
      path: '/admin/queues',
      maxAge: SESSION_SECONDS * 1000,
    });
    res.redirect(303, '/admin/queues');
    return false;
  }

  private sign(userId: number, typ: QueueTokenType, seconds: number): Promise<string> {
    return this.keys.jwt(typ).signAsync({ sub: String(userId), typ } satisfies QueueClaims, { expiresIn: seconds });
  }

  private async claim(token: string, typ: QueueTokenType): Promise<number | undefined> {
    const claims = await this.keys
      .jwt(typ)
      .verifyAsync<QueueClaims>(token)
      .catch(() => undefined);
    return claims?.typ === typ ? Number(claims.sub) : undefined;
  }

  private refuse(res: Response, status: number, error: string, message: string): false {
    res.status(status).json({ statusCode: status, error, message });
    return false;
  }
}
