import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';

import { ShopPartsModule } from '../platform/parts/shop-parts.module.js';
import { AuthController } from './auth.controller.js';
import { AnonymousBudget } from './auth/anonymous-budget.js';
import { AnonymousThrottle } from './auth/anonymous-throttle.guard.js';
import { LoginGuard, OptionalLoginGuard, StaffGuard } from './auth/login.guard.js';
import { RefreshCookie } from './auth/refresh-cookie.js';
import { LogInWithCodeHandler } from './commands/log-in-with-code/handler.js';
import { LogInWithLinkHandler } from './commands/log-in-with-link/handler.js';
import { LogOutHandler } from './commands/log-out/handler.js';
import { RefreshSessionHandler } from './commands/refresh-session/handler.js';
import { RequestLoginCodeHandler } from './commands/request-login-code/handler.js';
import { identityParts } from './identity.parts.js';
import { Keys } from './keys.js';
import { LoggedInSessions } from './logged-in-sessions.js';
import { LoginGuards } from './login-guards.js';
import { LoginKeys } from './login-keys.js';
import { GetProfileHandler } from './queries/get-profile.js';
import { LoginRateLimits } from './rate-limits.js';
import { Tokens } from './tokens.js';

/**
 * Who is calling: login by mailed code or one-time link, each address's guessing budget, sessions
 * as JWT access plus rotating refresh tokens, and the guards every other context uses (global, so
 * any controller can require a login), and the throttle of calls made without a login. Its keys, one per purpose from JWT_SECRET, sign whatever
 * else the shop signs.
 */
@Global()
@Module({
  imports: [ShopPartsModule.forFeature(identityParts)],
  controllers: [AuthController],
  providers: [
    Keys,
    Tokens,
    RefreshCookie,
    LoginRateLimits,
    LoginGuards,
    LoginKeys,
    LoggedInSessions,
    LoginGuard,
    OptionalLoginGuard,
    StaffGuard,
    RequestLoginCodeHandler,
    LogInWithCodeHandler,
    LogInWithLinkHandler,
    RefreshSessionHandler,
    LogOutHandler,
    GetProfileHandler,
    AnonymousBudget,
    { provide: APP_GUARD, useClass: AnonymousThrottle },
  ],
  exports: [
    AnonymousBudget,
    Keys,
    Tokens,
    RefreshCookie,
    LoginGuard,
    OptionalLoginGuard,
    StaffGuard,
    LoginGuards,
    LoginKeys,
  ],
})
export class IdentityModule {}
