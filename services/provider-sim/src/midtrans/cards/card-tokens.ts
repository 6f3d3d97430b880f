import { randomUUID } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import type { TokenisedCard } from './card-request.js';
import { maskCard, type SandboxCard } from './sandbox-cards.js';

/** How long Midtrans keeps a card token: a few minutes, for one charge. */
const TOKEN_LIFE_MS = 10 * 60_000;

/**
 * Card tokens, in memory: the number itself is never kept, only its mask and what the sandbox
 * does with it. A token pays one charge (`take` forgets it), as Midtrans's do.
 */
@Injectable()
export class CardTokens {
  private readonly tokens = new Map<string, TokenisedCard & { expiresAt: number }>();

  issue(number: string, card: SandboxCard, now = Date.now()): string {
    const maskedCard = maskCard(number);
    const tokenId = `${maskedCard}-${randomUUID()}`;
    this.tokens.set(tokenId, { maskedCard, card, expiresAt: now + TOKEN_LIFE_MS });
    return tokenId;
  }

  take(tokenId: string, now = Date.now()): TokenisedCard | undefined {
    const found = this.tokens.get(tokenId);
    this.tokens.delete(tokenId);
    return found && found.expiresAt > now ? { maskedCard: found.maskedCard, card: found.card } : undefined;
  }

  clear(): void {
    this.tokens.clear();
  }
}
