import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

import { languageFromHeader, type ShopperLanguage } from '@kilau/domain';

/**
 * The shopper's language as the request's Accept-Language names it (the storefront sends the
 * language its page shows), for the mails a command writes; undefined when it names neither.
 */
export const RequestLanguage = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ShopperLanguage | undefined =>
    languageFromHeader(
      context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>().headers['accept-language'] as
        string | undefined,
    ),
);
