/**
 * The server settings of the pools whose statements are a small fixed set of keyed reads and
 * writes (the write side's, the read models' batches), as `pg` pool `options`.
 *
 * Generic plans from the first run: left to choose, PostgreSQL planned a cart add's read afresh
 * for every call, which cost more than running it. But a generic plan is kept for as long as the
 * connection lives, or until the table is next analysed, and one made while a table was small
 * scans the whole table: a new shop's outbox, or the bench's, went from tens of rows to tens of
 * thousands within autovacuum's first minute, each mail's insert and each job's done mark
 * reading all of it (2.2 ms and 0.9 ms a call under the checkout load). No sequential scans, then,
 * where an index serves: these statements all look rows up by a key, and a table that has no
 * index for a statement is still scanned.
 */
export const KEYED_PLANS = '-c plan_cache_mode=force_generic_plan -c enable_seqscan=off';
