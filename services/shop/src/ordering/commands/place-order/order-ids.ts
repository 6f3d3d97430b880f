import { Injectable } from '@nestjs/common';

import type { SqlSession } from '@kilau/event-store';

const BLOCK = 20;

/**
 * Order ids, drawn from the `order_ids` sequence a block at a time (hi/lo), so a checkout does not
 * pay a round trip for its id. Ids stay unique across processes; like any sequence's they may
 * skip (a block a process did not use up, a checkout refused), and processes draw from their own
 * blocks, so ids follow time only roughly: lists sort orders by when they were placed.
 */
@Injectable()
export class OrderIds {
  private ids: number[] = [];
  private refill?: Promise<void>;

  async next(session: SqlSession): Promise<number> {
    while (this.ids.length === 0) {
      this.refill ??= this.draw(session).finally(() => (this.refill = undefined));
      await this.refill;
    }
    return this.ids.shift()!;
  }

  private async draw(session: SqlSession): Promise<void> {
    const { rows } = await session.query<{ id: string }>(
      `SELECT nextval('order_ids')::text AS id FROM generate_series(1, $1::int)`,
      [BLOCK],
    );
    this.ids.push(...rows.map((row) => Number(row.id)));
  }
}
