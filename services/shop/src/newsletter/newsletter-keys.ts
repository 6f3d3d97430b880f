import { Inject, Injectable } from '@nestjs/common';

import { deriveKey } from '../identity/derive-key.js';
import { SHOP_CONFIG } from '../platform/config/config.module.js';
import type { ShopConfig } from '../platform/config/shop-config.js';

/** The newsletter links' keys, one per link kind, each derived from JWT_SECRET for that purpose alone. */
@Injectable()
export class NewsletterKeys {
  readonly confirm: Buffer;
  readonly unsubscribe: Buffer;

  constructor(@Inject(SHOP_CONFIG) config: Pick<ShopConfig, 'jwtSecret'>) {
    this.confirm = deriveKey(config.jwtSecret, 'newsletter-confirm');
    this.unsubscribe = deriveKey(config.jwtSecret, 'newsletter-unsubscribe');
  }
}
