import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

import type { OutboxTroubles } from '@kilau/domain';

const COLUMNS = `id::int, queue, job_name, job_id, payload, attempts, last_error,
  to_json(created_at) #>> '{}' AS created_at, to_json(parked_at) #>> '{}' AS parked_at,
  to_json(failed_at) #>> '{}' AS failed_at`;

/** The outbox's rows in trouble, for staff, and a parked row handed back to the relay. */
@Injectable()
export class OutboxRows {
  constructor(private readonly db: DataSource) {}

  /** Parked rows, then jobs that failed for good in the last 30 days; newest first, 200 of each at most. */
  async troubled(): Promise<OutboxTroubles> {
    const [parked, failed] = await Promise.all([
      this.db.query(`SELECT ${COLUMNS} FROM outbox WHERE parked_at IS NOT NULL ORDER BY parked_at DESC LIMIT 200`),
      this.db.query(
        `SELECT ${COLUMNS} FROM outbox WHERE failed_at > now() - interval '30 days' ORDER BY failed_at DESC LIMIT 200`,
      ),
    ]);
    return { parked, failed };
  }

  /** Unparks a row: the relay tries it again from a fresh count. Answers whether it was parked. */
  async retry(id: number): Promise<boolean> {
    const [, changed]: [unknown, number] = await this.db.query(
      `UPDATE outbox SET parked_at = NULL, attempts = 0 WHERE id = $1 AND parked_at IS NOT NULL`,
      [id],
    );
    return changed > 0;
  }
}
