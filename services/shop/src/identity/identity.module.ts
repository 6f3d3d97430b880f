import { createSecretKey } from 'node:crypto';

import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';

import { SHOP_CONFIG } from '../config/config.module.js';
import type { ShopConfig } from '../config/shop-config.js';
import { MailModule } from '../mail/mail.module.js';
import { AuthController } from './auth.controller.js';
import { LoginGuard, OptionalLoginGuard, StaffGuard } from './auth/login.guard.js';
import { LogInWithCodeHandler } from './commands/log-in-with-code/handler.js';
import { LogOutHandler } from './commands/log-out/handler.js';
import { RefreshSessionHandler } from './commands/refresh-session/handler.js';
import { RequestLoginCodeHandler } from './commands/request-login-code/handler.js';
import { GetProfileHandler } from './queries/get-profile.js';
import { LoginRateLimits } from './rate-limits.js';
import { Tokens } from './tokens.js';

/**
 * Who is calling: login by mailed code, sessions as JWT access plus rotating refresh tokens,
 * and the guards every other context uses (global, so any controller can require a login).
 */
@Global()
@Module({
  imports: [
    MailModule,
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
    LoginGuard,
    OptionalLoginGuard,
    StaffGuard,
    RequestLoginCodeHandler,
    LogInWithCodeHandler,
    RefreshSessionHandler,
    LogOutHandler,
    GetProfileHandler,
  ],
  exports: [Tokens, LoginGuard, OptionalLoginGuard, StaffGuard, JwtModule],
})
export class IdentityModule {}
