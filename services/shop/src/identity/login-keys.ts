import { Inject, Injectable } from '@nestjs/common';

import { SHOP_CONFIG } from '../platform/config/config.module.js';
import type { ShopConfig } from '../platform/config/shop-config.js';
import { deriveKey } from './derive-key.js';

/**
 * The keys of logging in: one seals the code and link until the mail is sent, one hashes links, one
 * hashes codes (`otp`; never the key that signs tokens).
 */
@Injectable()
export class LoginKeys {
  readonly mail: Buffer;
  readonly link: Buffer;
  readonly code: Buffer;

  constructor(@Inject(SHOP_CONFIG) config: ShopConfig) {
    this.mail = deriveKey(config.jwtSecret, 'login-mail');
    this.link = deriveKey(config.jwtSecret, 'login-link');
    this.code = deriveKey(config.jwtSecret, 'otp');
  }
}
