import pg from 'pg';

export interface TableDiff {
  table: string;
  sourceRows: number;
  sandboxRows: number;
  /** Keys (as `col=value`) of rows only one side has. */
  onlyInSource: string[];
  onlyInSandbox: string[];
  /** Rows both have that differ, with the columns that do. */
  differing: { key: string; columns: { column: string; source: unknown; sandbox: unknown }[] }[];
}

/** Rows shown per kind and table; the counts are always whole. */
const SHOWN = 20;

/**
 * Compares read-model tables between two databases row by row, by primary key: first the md5 of
 * each row's JSON (cheap to carry across), then, for the rows that differ, the rows themselves.
 */
export async function diffTables(
  sourceUrl: string,
  sandboxUrl: string,
  tables: readonly string[],
): Promise<TableDiff[]> {
  const source = await connect(sourceUrl);
  const sandbox = await connect(sandboxUrl);
  try {
    const diffs: TableDiff[] = [];
    for (const table of tables) diffs.push(await diffTable(source, sandbox, table));
    return diffs;
  } finally {
    await Promise.all([source.end(), sandbox.end()]);
  }
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: 'kilau-replay-sandbox' });
  client.on('error', () => undefined);
  await client.connect();
  await client.query(`SET TIME ZONE 'UTC'`);
  return client;
}

async function diffTable(source: pg.Client, sandbox: pg.Client, table: string): Promise<TableDiff> {
  const keyColumns = await primaryKey(sandbox, table);
  const keyOf = `concat_ws(', ', ${keyColumns.map((c) => `'${c}=' || ${ident(c)}::text`).join(', ')})`;
  const hashes = `SELECT ${keyOf} AS key, md5(to_jsonb(t)::text) AS hash FROM ${ident(table)} t`;
  const [mine, theirs] = await Promise.all([hashMap(source, hashes), hashMap(sandbox, hashes)]);
  const onlyInSource = [...mine.keys()].filter((key) => !theirs.has(key));
  const onlyInSandbox = [...theirs.keys()].filter((key) => !mine.has(key));
  const changed = [...mine].filter(([key, hash]) => theirs.has(key) && theirs.get(key) !== hash).map(([key]) => key);
  const shown = changed.slice(0, SHOWN);
  const rowsOf = `SELECT ${keyOf} AS key, to_jsonb(t) AS row FROM ${ident(table)} t WHERE ${keyOf} = ANY($1::text[])`;
  const [sourceRows, sandboxRows] = await Promise.all([rowMap(source, rowsOf, shown), rowMap(sandbox, rowsOf, shown)]);
  const differing = shown.map((key) => ({
    key,
    columns: columnsThatDiffer(sourceRows.get(key), sandboxRows.get(key)),
  }));
  // the rest are counted, not shown
  for (const key of changed.slice(SHOWN)) differing.push({ key, columns: [] });
  return { table, sourceRows: mine.size, sandboxRows: theirs.size, onlyInSource, onlyInSandbox, differing };
}

async function primaryKey(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ column: string }>(
    `SELECT a.attname AS column FROM pg_index i
     JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
     WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`,
    [table],
  );
  if (!rows.length) throw new Error(`read model table ${table} has no primary key to compare rows by`);
  return rows.map((row) => row.column);
}

async function hashMap(client: pg.Client, sql: string): Promise<Map<string, string>> {
  const { rows } = await client.query<{ key: string; hash: string }>(sql);
  return new Map(rows.map((row) => [row.key, row.hash]));
}

async function rowMap(client: pg.Client, sql: string, keys: string[]): Promise<Map<string, Record<string, unknown>>> {
  if (!keys.length) return new Map();
  const { rows } = await client.query<{ key: string; row: Record<string, unknown> }>(sql, [keys]);
  return new Map(rows.map((row) => [row.key, row.row]));
}

function columnsThatDiffer(source: Record<string, unknown> = {}, sandbox: Record<string, unknown> = {}) {
  const columns = [...new Set([...Object.keys(source), ...Object.keys(sandbox)])];
  return columns
    .filter((column) => JSON.stringify(source[column]) !== JSON.stringify(sandbox[column]))
    .map((column) => ({ column, source: source[column], sandbox: sandbox[column] }));
}

function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The diff as lines for a person; empty when the tables agree. */
export function describeDiffs(diffs: TableDiff[]): string[] {
  const lines: string[] = [];
  for (const diff of diffs) {
    const count = diff.onlyInSource.length + diff.onlyInSandbox.length + diff.differing.length;
    if (!count && diff.sourceRows === diff.sandboxRows) continue;
    lines.push(
      `${diff.table}: ${diff.sourceRows} rows in the source, ${diff.sandboxRows} in the sandbox; ` +
        `${diff.onlyInSource.length} only in the source, ${diff.onlyInSandbox.length} only in the sandbox, ${diff.differing.length} differ`,
    );
    for (const key of diff.onlyInSource.slice(0, SHOWN)) lines.push(`  only in the source: ${key}`);
    for (const key of diff.onlyInSandbox.slice(0, SHOWN)) lines.push(`  only in the sandbox: ${key}`);
    for (const row of diff.differing.slice(0, SHOWN)) {
      lines.push(`  differs: ${row.key}`);
      for (const c of row.columns) {
        lines.push(`    ${c.column}: source ${JSON.stringify(c.source)}, sandbox ${JSON.stringify(c.sandbox)}`);
      }
    }
    const hidden =
      Math.max(0, diff.onlyInSource.length - SHOWN) +
      Math.max(0, diff.onlyInSandbox.length - SHOWN) +
      Math.max(0, diff.differing.length - SHOWN);
    if (hidden) lines.push(`  ... and ${hidden} more`);
  }
  return lines;
}
