import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';

import { NOT_THROTTLED } from '../../platform/http/rate-limits/not-throttled.js';
import { Tokens } from '../tokens.js';
import { ANONYMOUS_REFUSAL, AnonymousBudget } from './anonymous-budget.js';

/**
 * Every API call made without a valid login spends from its client address's budget
 * (ANONYMOUS_REQUESTS_PER_MINUTE, shared by every API process through Redis, in batches); past it the
 * address gets 429 with Retry-After until the minute is over. The client is the one TRUST_PROXY
 * yields, as for the login limits. The budget is generous, because a carrier's NAT may put many
 * shoppers behind one address; logged-in calls do not spend from it (their accounts have budgets
 * of their own), and a made-up token counts as none.
 */
@Injectable()
export class AnonymousThrottle implements CanActivate {
  constructor(
    private readonly budget: AnonymousBudget,
    private readonly tokens: Tokens,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const perClient = this.budget.perClient;
    if (!perClient || context.getType() !== 'http') return true;
    const exempt = this.reflector.getAllAndOverride<boolean>(NOT_THROTTLED, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<Request>();
    if (exempt || (await this.loggedIn(request))) return true;
    await perClient.consume(request.ip ?? 'unknown', ANONYMOUS_REFUSAL);
    return true;
  }
  private async loggedIn(request: Request): Promise<boolean> {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    return (
      token !== undefined &&
      (await this.tokens
        .verify(token)
        .then(() => true)
        .catch(() => false))
    );
  }
}
