import { appendFile } from 'node:fs/promises';

import type pg from 'pg';

const TOP = 25;

/**
 * With BENCH_PG_STATEMENTS=<file> (and pg_stat_statements preloaded: the bench's embedded
 * PostgreSQL does it then), the statements a load ran, the costliest first, appended to the file
 * under the load's name: calls, total and mean time, and time a request. Without it, nothing.
 */
export async function meterStatements(sql: pg.Pool): Promise<{ stop(name: string, requests: number): Promise<void> }> {
  const file = process.env.BENCH_PG_STATEMENTS?.trim();
  if (!file) return { stop: async () => undefined };
  await sql.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  await sql.query('SELECT pg_stat_statements_reset()');
  return {
    async stop(name, requests) {
      const { rows } = await sql.query<{ calls: string; total: number; mean: number; query: string }>(
        `SELECT calls::text, total_exec_time AS total, mean_exec_time AS mean,
                left(regexp_replace(query, '\\s+', ' ', 'g'), 200) AS query
         FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
         ORDER BY total_exec_time DESC LIMIT ${TOP}`,
      );
      const each = (ms: number) => (ms / Math.max(1, requests)).toFixed(3);
      const lines = rows.map(
        (row) =>
          `| ${row.calls} | ${row.total.toFixed(1)} | ${row.mean.toFixed(3)} | ${each(row.total)} | \`${row.query.replaceAll('|', '\\|')}\` |`,
      );
      const table = [
        '| calls | total ms | mean ms | ms a request | statement |',
        '|---:|---:|---:|---:|---|',
        ...lines,
      ];
      await appendFile(file, `\n### ${name} (${requests} requests)\n\n${table.join('\n')}\n`);
    },
  };
}
