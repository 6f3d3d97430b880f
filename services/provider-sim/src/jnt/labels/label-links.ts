import { randomBytes } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';

import { JNT_CONFIG, type JntSimConfig } from '../jnt-config.js';

interface Link {
  awb: string;
  expiresAt: number;
}

/**
 * The short-lived label URLs handed out, by token. Every link lives equally long, so the oldest
 * are first in the map and expired ones are dropped from its front as new ones come.
 */
@Injectable()
export class LabelLinks {
  private readonly links = new Map<string, Link>();

  constructor(@Inject(JNT_CONFIG) private readonly config: JntSimConfig) {}

  issue(awb: string): string {
    this.forgetExpired(Date.now());
    const token = randomBytes(16).toString('hex');
    this.links.set(token, { awb, expiresAt: Date.now() + this.config.labelUrlTtlMs });
    return token;
  }

  /** The waybill a token prints, while its link lives. */
  awbOf(token: string): string | undefined {
    const link = this.links.get(token);
    return link && link.expiresAt > Date.now() ? link.awb : undefined;
  }

  clear(): void {
    this.links.clear();
  }

  private forgetExpired(now: number): void {
    for (const [token, link] of this.links) {
      if (link.expiresAt > now) return;
      this.links.delete(token);
    }
  }
}
