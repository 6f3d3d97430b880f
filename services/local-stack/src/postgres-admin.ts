import { createRequire } from 'node:module';

/** The part of node-postgres used here; pg ships no type declarations and @types/pg is not installed. */
interface PgClient {
  connect(): Promise<void>;
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
  end(): Promise<void>;
  on(event: 'error', listener: (error: Error) => void): void;
}
interface PgModule {
  Client: new (config: { connectionString: string }) => PgClient;
}

const pg = createRequire(import.meta.url)('pg') as PgModule;

/**
 * Runs one statement on its own connection and answers the rows. Meant for administration
 * (CREATE/DROP DATABASE cannot run in a transaction or a pooled session) and for test checks.
 */
export async function pgQuery<R = Record<string, unknown>>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query<R>(sql, params)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** `url` pointing at database `name` on the same server, with the same credentials. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(name)}`;
  return parsed.toString();
}

/** A database name quoted for SQL. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Creates database `name` on the server at `serverUrl` unless it exists; safe when two processes race. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  const found = await pgQuery(serverUrl, 'SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (found.length) return;
  try {
    await pgQuery(serverUrl, `CREATE DATABASE ${quoteIdentifier(name)}`);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== '42P04' && code !== '23505') throw error;
  }
}
