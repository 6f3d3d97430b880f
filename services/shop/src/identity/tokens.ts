import { createHash, randomBytes, randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import type { JwtService } from '@nestjs/jwt';
import type { EntityManager } from 'typeorm';

import { SHOP_CONFIG } from '../platform/config/config.module.js';
import type { ShopConfig } from '../platform/config/shop-config.js';
import { RefreshToken } from './entities/refresh-token.entity.js';
import type { User } from './entities/user.entity.js';
import { Keys } from './keys.js';

/** What the access token says about its bearer. */
export interface AccessClaims {
  sub: string;
  email: string;
  staff: boolean;
}

/** The API's audience: an access token is for API calls, and nothing else the shop signs is. */
const AUDIENCE = 'kilau-api';

/** A session's refresh family: its id and the instant it ends, whatever the refreshes. */
export interface RefreshFamily {
  id: string;
  expiresAt: Date;
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
  private readonly verified = new Map<string, AccessClaims & { exp: number }>();
  private readonly jwt: JwtService;

  constructor(
    keys: Keys,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {
    this.jwt = keys.jwt('access');
  }

  /**
   * A new pair. A login starts a family that ends REFRESH_TOKEN_TTL later; a refresh continues
   * its family to the same end, so a session lasts that long from its login at most.
   */
  async issue(
    manager: EntityManager,
    user: User,
    family: RefreshFamily = this.newFamily(),
  ): Promise<TokenPair & { id: string; expiresAt: Date }> {
    const refresh = randomBytes(32).toString('base64url');
    const id = randomUUID();
    await manager.insert(RefreshToken, {
      id,
      userId: user.id,
      familyId: family.id,
      tokenHash: hashToken(refresh),
      expiresAt: family.expiresAt,
    });
    return { id, access: await this.access(user), refresh, expiresAt: family.expiresAt };
  }

  access(user: Pick<User, 'id' | 'email' | 'isStaff'>): Promise<string> {
    const claims = { sub: String(user.id), email: user.email, staff: user.isStaff, typ: 'access' };
    return this.jwt.signAsync(claims, { expiresIn: this.config.accessTokenTtlSeconds, audience: AUDIENCE });
  }

  /**
   * The claims of a valid access token. A token verified once is remembered until it expires: a
   * shopper's every call carries the same token, and checking its signature and claims again
   * each time is a measurable part of a request. Only verified tokens are remembered, by their
   * whole text, and the expiry is checked on every use. Only the access key, audience and type
   * pass: a queue ticket or cookie, or a token signed with JWT_SECRET itself, is refused.
   */
  async verify(token: string): Promise<AccessClaims> {
    const known = this.verified.get(token);
    if (known && known.exp * 1000 > Date.now()) return known;
    this.verified.delete(token);
    const claims = await this.jwt.verifyAsync<AccessClaims & { exp: number; typ?: unknown }>(token, {
      audience: AUDIENCE,
    });
    if (claims.typ !== 'access') throw new Error('not an access token');
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, claims);
    return claims;
  }

  private newFamily(): RefreshFamily {
    return { id: randomUUID(), expiresAt: new Date(Date.now() + this.config.refreshTokenTtlSeconds * 1000) };
  }
}

/** At most this many verified tokens are remembered; the oldest are forgotten first. */
const VERIFIED_TOKENS_KEPT = 10_000;
