import {
  applyDecorators,
  type CallHandler,
  createParamDecorator,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { map } from 'rxjs';

import { SHOP_CONFIG } from '../../platform/config/config.module.js';
import type { ShopConfig } from '../../platform/config/shop-config.js';
import { cookieValue } from '../../platform/http/cookies.js';

/**
 * Where a browser keeps its refresh token: an httpOnly cookie no script can read, sent only to
 * the login calls (`/api/auth/...`) and only by the shop's own pages (SameSite=Strict). An
 * injected script can then borrow a login while the page is open, but not carry it away for the
 * refresh token's 30 days. API clients keep the token in the JSON, as before.
 */
export const REFRESH_COOKIE = 'kilau_refresh';
const COOKIE_PATH = '/api/auth';

/**
 * The request header by which the storefront and the console ask for cookie mode: the login's
 * refresh token is set in the cookie and left out of the JSON, and refresh and logout read it
 * from the cookie. The cookie is read in cookie mode only, so a script cannot trade the cookie
 * for a token in the JSON, and another site's form (which cannot send this header) cannot use it.
 */
export const REFRESH_MODE_HEADER = 'x-refresh-mode';

const cookieMode = (req: Request) => req.header(REFRESH_MODE_HEADER)?.trim().toLowerCase() === 'cookie';

/** A login as the identity commands issue it. */
export interface IssuedLogin {
  access: string;
  refresh: string;
  /** When the refresh token (its family) stops working: the cookie lives as long. */
  refreshExpiresAt: Date;
  user: { id: number; email: string };
}

/** A login as the caller receives it: `{access, refresh, user}`, without `refresh` in cookie mode. */
export type LoginAnswer = Pick<IssuedLogin, 'access' | 'user'> & { refresh?: string };

@Injectable()
export class RefreshCookie {
  constructor(@Inject(SHOP_CONFIG) private readonly config: ShopConfig) {}

  /** Sets the cookie in cookie mode; answers the login with or without its refresh token. */
  answer(req: Request, res: Response, login: IssuedLogin): LoginAnswer {
    if (!cookieMode(req)) return { access: login.access, refresh: login.refresh, user: login.user };
    res.cookie(REFRESH_COOKIE, login.refresh, {
      ...this.attributes(),
      maxAge: Math.max(0, login.refreshExpiresAt.getTime() - Date.now()),
    });
    return { access: login.access, user: login.user };
  }

  clear(res: Response): void {
    res.clearCookie(REFRESH_COOKIE, this.attributes());
  }

  private attributes() {
    const secure = new URL(this.config.publicUrl).protocol === 'https:';
    return { httpOnly: true, sameSite: 'strict', path: COOKIE_PATH, secure } as const;
  }
}

/** The refresh token in the cookie, in cookie mode only (see REFRESH_MODE_HEADER). */
export const RefreshTokenCookie = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const req = context.switchToHttp().getRequest<Request>();
  return cookieMode(req) ? cookieValue(req.headers.cookie, REFRESH_COOKIE) : undefined;
});

@Injectable()
class LoginAnswerInterceptor implements NestInterceptor {
  constructor(private readonly cookie: RefreshCookie) {}

  intercept(context: ExecutionContext, next: CallHandler) {
    const http = context.switchToHttp();
    return next
      .handle()
      .pipe(map((login: IssuedLogin) => this.cookie.answer(http.getRequest(), http.getResponse(), login)));
  }
}

@Injectable()
class LogoutInterceptor implements NestInterceptor {
  constructor(private readonly cookie: RefreshCookie) {}

  intercept(context: ExecutionContext, next: CallHandler) {
    return next.handle().pipe(
      map((answer: unknown) => {
        this.cookie.clear(context.switchToHttp().getResponse());
        return answer;
      }),
    );
  }
}

const modeHeader = () =>
  ApiHeader({
    name: 'X-Refresh-Mode',
    required: false,
    description: '`cookie`: the refresh token travels in the httpOnly kilau_refresh cookie, not in the JSON',
  });

/** A route that answers a login (the command's IssuedLogin): the cookie in cookie mode, else the JSON. */
export const AnswersWithLogin = () => applyDecorators(UseInterceptors(LoginAnswerInterceptor), modeHeader());

/** A route that ends a login: its answer also clears the refresh cookie. */
export const EndsLogin = () => applyDecorators(UseInterceptors(LogoutInterceptor), modeHeader());
