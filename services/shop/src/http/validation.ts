import { type ValidationError, ValidationPipe } from '@nestjs/common';

import { ShopError } from './shop-error.js';

function fieldErrors(errors: ValidationError[], prefix = ''): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const error of errors) {
    const name = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) fields[name] = messages;
    Object.assign(fields, fieldErrors(error.children ?? [], name));
  }
  return fields;
}

/**
 * Validates every body and query at the edge. Unknown fields are dropped rather than refused
 * (a cache-busting `?_=` or an extra storefront field should not break a call); wrong types,
 * sizes and formats answer 400 with each field's messages.
 */
export function shopValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: false,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fields = fieldErrors(errors);
      const first = Object.values(fields)[0]?.[0] ?? 'The request is not valid';
      return new ShopError(400, 'validation_failed', first, { fields });
    },
  });
}
