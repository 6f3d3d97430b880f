import { type PipeTransform } from '@nestjs/common';

import { notFound } from './shop-error.js';

/**
 * Reads an id from the path. Anything that cannot be one of our ids ("abc", "-1", a number
 * beyond a PostgreSQL integer) is simply not found, with the seed's message for that kind.
 */
export class IdParam implements PipeTransform<string, number> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: string): number {
    if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2_147_483_647) {
      throw notFound(this.notFoundMessage);
    }
    return Number(value);
  }
}
