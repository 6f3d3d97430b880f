import { createHash, randomBytes, randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { EntityManager } from 'typeorm';

import { SHOP_CONFIG } from '../config/config.module.js';
import type { ShopConfig } from '../config/shop-config.js';
import { RefreshToken } from './entities/refresh-token.entity.js';
import type { User } from './entities/user.entity.js';

/** What the access token says about its bearer. */
export interface AccessClaims {
  sub: string;
  email: string;
  staff: boolean;
}

export interface TokenPair {
  access: string;
  refresh: string;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Short-lived JWT access tokens (stateless, so any API process accepts them) and long-lived
 * opaque refresh tokens kept as hashes, each refresh replacing its token within one family.
 */
@Injectable()
export class Tokens {
  constructor(
    private readonly jwt: JwtService,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  async issue(
    manager: EntityManager,
    user: User,
    familyId: string = randomUUID(),
  ): Promise<TokenPair & { id: string }> {
    const refresh = randomBytes(32).toString('base64url');
    const id = randomUUID();
    await manager.insert(RefreshToken, {
      id,
      userId: user.id,
      familyId,
      tokenHash: hashToken(refresh),
      expiresAt: new Date(Date.now() + this.config.refreshTokenTtlSeconds * 1000),
    });
    return { id, access: await this.access(user), refresh };
  }

  access(user: Pick<User, 'id' | 'email' | 'isStaff'>): Promise<string> {
    const claims: AccessClaims = { sub: String(user.id), email: user.email, staff: user.isStaff };
    return this.jwt.signAsync(claims, { expiresIn: this.config.accessTokenTtlSeconds });
  }

  verify(token: string): Promise<AccessClaims> {
    return this.jwt.verifyAsync<AccessClaims>(token);
  }
}
