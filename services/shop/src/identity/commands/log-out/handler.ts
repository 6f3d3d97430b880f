import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { hashToken } from '../../tokens.js';
import { LogOut } from './command.js';

/**
 * Revokes the token's whole family. Unknown or already revoked tokens are fine: logging out
 * twice is still logged out. Access tokens already handed out live until they expire
 * (ACCESS_TOKEN_TTL); the storefront forgets its copy at once.
 */
@CommandHandler(LogOut)
export class LogOutHandler implements ICommandHandler<LogOut, { detail: string }> {
  constructor(private readonly db: DataSource) {}

  async execute({ refreshToken }: LogOut): Promise<{ detail: string }> {
    if (!refreshToken) return { detail: 'Successfully logged out' };
    await this.db.query(
      `UPDATE refresh_tokens SET revoked_at = now()
       WHERE revoked_at IS NULL AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
      [hashToken(refreshToken)],
    );
    return { detail: 'Successfully logged out' };
  }
}
