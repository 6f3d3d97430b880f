import { createSecretKey } from 'node:crypto';

import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';

import { SHOP_CONFIG } from '../config/config.module.js';
import type { ShopConfig } from '../config/shop-config.js';
import { AuthController } from './auth.controller.js';
import { LoginGuard, OptionalLoginGuard, StaffGuard } from './auth/login.guard.js';
import { LogInWithCodeHandler } from './commands/log-in-with-code/handler.js';
import { LogInWithLinkHandler } from './commands/log-in-with-link/handler.js';
import { LogOutHandler } from './commands/log-out/handler.js';
import { RefreshSessionHandler } from './commands/refresh-session/handler.js';
import { RequestLoginCodeHandler } from './commands/request-login-code/handler.js';
import { LoggedInSessions } from './logged-in-sessions.js';
import { LoginGuards } from './login-guards.js';
import { LoginKeys } from './login-keys.js';
import { GetProfileHandler } from './queries/get-profile.js';
import { LoginRateLimits } from './rate-limits.js';
import { Tokens } from './tokens.js';

/**
 * Who is calling: login by mailed code or one-time link, each address's guessing budget, sessions
 * as JWT access plus rotating refresh tokens, and the guards every other context uses (global, so
 * any controller can require a login).
 */
@Global()
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [SHOP_CONFIG],
      // A key object, not the text: given text, jsonwebtoken first tries to read it as a public
      // key on every call, and that failed attempt costs more than the whole HMAC check.
      useFactory: (config: ShopConfig) => ({
        secret: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')),
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    Tokens,
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
  ],
  exports: [Tokens, LoginGuard, OptionalLoginGuard, StaffGuard, JwtModule, LoginGuards, LoginKeys],
})
export class IdentityModule {}
