import { type ArgumentMetadata, SetMetadata, type ValidationError, ValidationPipe } from '@nestjs/common';

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

const VALIDATED_ONCE = 'kilau:validated-once';
/** Distinct query strings kept validated at once; the least recently used go first. */
const MAX_KEPT = 2_000;

/**
 * Marks a query DTO whose validated instance may be reused for the same query string: a hot
 * read's (the catalogue's) whose controller only reads it. Its validation and class-transformer
 * then run once per distinct question instead of once per request.
 */
export const ValidatedOnce = () => SetMetadata(VALIDATED_ONCE, true);

/** The validation pipe, keeping the instances of @ValidatedOnce() query DTOs by their query string. */
class ShopValidationPipe extends ValidationPipe {
  private readonly kept = new Map<string, unknown>();

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { metatype } = metadata;
    if (metadata.type !== 'query' || !metatype || !Reflect.getMetadata(VALIDATED_ONCE, metatype))
      return super.transform(value, metadata);
    const key = `${metatype.name}:${JSON.stringify(value)}`;
    const kept = this.kept.get(key);
    if (kept !== undefined) return kept;
    // a refusal throws here and is never kept
    const validated: unknown = await super.transform(value, metadata);
    if (this.kept.size >= MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, Object.freeze(validated));
    return validated;
  }
}

/**
 * Validates every body and query at the edge. Unknown fields are dropped rather than refused
 * (a cache-busting `?_=` or an extra storefront field should not break a call); wrong types,
 * sizes and formats answer 400 with each field's messages.
 */
export function shopValidationPipe(): ValidationPipe {
  return new ShopValidationPipe({
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
