import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The trace an outbox row was written in, carried on into its job (W3C `traceparent` headers). */
export class OutboxTraceContext1763800002500 implements MigrationInterface {
  name = 'OutboxTraceContext1763800002500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox ADD COLUMN trace_context jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox DROP COLUMN trace_context`);
  }
}
