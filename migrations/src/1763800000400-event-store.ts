import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The event log: every fact about money and parcels, append-only. `events.transaction_id` is the
 * writing transaction's id, so readers of the global log can stop below the oldest transaction
 * still in flight and never pass an event that commits later with a smaller position.
 * Projections keep their place in `projection_checkpoints`.
 */
export class EventStore1763800000400 implements MigrationInterface {
  name = 'EventStore1763800000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE event_streams (
        stream_id varchar(200) PRIMARY KEY,
        stream_type varchar(50) NOT NULL,
        version integer NOT NULL CHECK (version >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE events (
        global_position bigserial NOT NULL,
        stream_id varchar(200) NOT NULL REFERENCES event_streams (stream_id),
        stream_type varchar(50) NOT NULL,
        stream_version integer NOT NULL CHECK (stream_version >= 1),
        event_id uuid NOT NULL,
        event_type varchar(100) NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        recorded_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (stream_id, stream_version)
      )`);
    await q.query(`CREATE UNIQUE INDEX events_event_id_idx ON events (event_id)`);
    await q.query(`CREATE UNIQUE INDEX events_global_position_idx ON events (global_position)`);
    await q.query(`CREATE INDEX events_transaction_position_idx ON events (transaction_id, global_position)`);

    // Nothing that happened is ever rewritten or lost: the log refuses updates, deletes and truncation.
    await q.query(`
      CREATE FUNCTION events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'the event log is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
      END $$`);
    await q.query(`
      CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON events
      FOR EACH ROW EXECUTE FUNCTION events_are_append_only()`);
    await q.query(`
      CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events
      FOR EACH STATEMENT EXECUTE FUNCTION events_are_append_only()`);

    await q.query(`
      CREATE TABLE projection_checkpoints (
        name varchar(100) PRIMARY KEY,
        last_transaction_id xid8 NOT NULL DEFAULT '0'::xid8,
        last_position bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE projection_checkpoints`);
    await q.query(`DROP TABLE events`);
    await q.query(`DROP FUNCTION events_are_append_only()`);
    await q.query(`DROP TABLE event_streams`);
  }
}
