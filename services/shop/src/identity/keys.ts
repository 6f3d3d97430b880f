import { createSecretKey, type KeyObject } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

import { SHOP_CONFIG } from '../platform/config/config.module.js';
import type { ShopConfig } from '../platform/config/shop-config.js';
import { deriveKey } from './derive-key.js';

/**
 * What the shop signs tokens for. Each purpose has a key of its own (derive-key.ts; the login's
 * keys are in login-keys.ts), so a token made for one (a queue dashboard ticket) is worthless for
 * another (an API call).
 */
export type KeyPurpose = 'access' | 'queue-ticket' | 'queue-session';

/** The shop's signing keys, derived once per process from JWT_SECRET. */
@Injectable()
export class Keys {
  private readonly keys = new Map<KeyPurpose, KeyObject>();
  private readonly signers = new Map<KeyPurpose, JwtService>();

  constructor(@Inject(SHOP_CONFIG) private readonly config: ShopConfig) {}

  /**
   * A key object, not bytes: given bytes, jsonwebtoken first tries to read them as a public key
   * on every call, and that failed attempt costs more than the whole HMAC check.
   */
  private key(purpose: KeyPurpose): KeyObject {
    let key = this.keys.get(purpose);
    if (!key) {
      key = createSecretKey(deriveKey(this.config.jwtSecret, purpose));
      this.keys.set(purpose, key);
    }
    return key;
  }

  /** Signs and checks JWTs of one purpose: HS256 with that purpose's key, no other algorithm accepted. */
  jwt(purpose: KeyPurpose): JwtService {
    let signer = this.signers.get(purpose);
    if (!signer) {
      signer = new JwtService({
        secret: this.key(purpose),
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      });
      this.signers.set(purpose, signer);
    }
    return signer;
  }
}
