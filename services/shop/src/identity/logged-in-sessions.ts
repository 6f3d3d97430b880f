import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import type { LoggedIn } from './commands/log-in-with-code/command.js';
import { User } from './entities/user.entity.js';
import { Tokens } from './tokens.js';

/** What a login by code and a login by link end in alike: the customer (new or known) and their tokens. */
@Injectable()
export class LoggedInSessions {
  constructor(private readonly tokens: Tokens) {}

  /** Makes a new address a customer, notes the login, and issues an access and a refresh token. */
  async logIn(manager: EntityManager, email: string): Promise<LoggedIn> {
    const [row] = await manager.query(
      `INSERT INTO users (email, last_login_at) VALUES ($1, now())
       ON CONFLICT (email) DO UPDATE SET last_login_at = now()
       RETURNING id, email, is_staff`,
      [email],
    );
    const user = manager.create(User, { id: row.id, email: row.email, isStaff: row.is_staff });
    const { access, refresh, expiresAt } = await this.tokens.issue(manager, user);
    return { access, refresh, refreshExpiresAt: expiresAt, user: { id: user.id, email: user.email } };
  }
}
