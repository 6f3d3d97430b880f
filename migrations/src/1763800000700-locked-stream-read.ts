import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A command reads its stream locked: the row lock first, then the events with a snapshot taken
 * after the lock was granted, so a writer that got there first is seen with all its events. In
 * one statement instead of two, as a function: a VOLATILE function takes a fresh snapshot for
 * each query it runs, which a single SELECT ... FOR UPDATE joined to the events would not.
 */
export class LockedStreamRead1763800000700 implements MigrationInterface {
  name = 'LockedStreamRead1763800000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION read_stream_locked(p_stream_id varchar, p_from integer)
      RETURNS TABLE (current_version integer, global_position text, transaction_id text, stream_id varchar,
        stream_type varchar, stream_version integer, event_id text, event_type varchar, data jsonb, metadata jsonb,
        recorded_ms float8)
      LANGUAGE plpgsql VOLATILE AS $$
      #variable_conflict use_column
      BEGIN
        PERFORM 1 FROM event_streams s WHERE s.stream_id = p_stream_id FOR UPDATE;
        RETURN QUERY
          SELECT s.version, e.global_position::text, e.transaction_id::text, e.stream_id, e.stream_type,
            e.stream_version, e.event_id::text, e.event_type, e.data, e.metadata,
            floor(extract(epoch FROM e.recorded_at) * 1000)::float8
          FROM event_streams s LEFT JOIN events e ON e.stream_id = s.stream_id AND e.stream_version >= p_from
          WHERE s.stream_id = p_stream_id ORDER BY e.stream_version;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION read_stream_locked(varchar, integer)`);
  }
}
