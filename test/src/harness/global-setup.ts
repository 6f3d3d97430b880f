/**
 * Jest globalSetup: provides one PostgreSQL server with a migrated template database and one
 * Redis for the whole run, and hands them to the test workers through process.env (workers
 * inherit the environment set here). Sources, first that applies, each service on its own:
 * TEST_DATABASE_URL / TEST_REDIS_URL; containers when testcontainers finds a container runtime;
 * the embedded PostgreSQL and a private redis-server from @kilau/local-stack.
 *
 * Jest loads this file outside its module registry, so moduleNameMapper does not apply: relative
 * imports of other .ts files fail here, and the @kilau packages resolve through node_modules to
 * their dist/ builds (present after `npm run build`, which `npm test` runs first). Hence this file
 * imports only packages (the workspace ones on demand, so a missing build is named as such), and
 * repeats the KILAU_TEST_* names that database.ts and redis.ts read.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type * as LocalStack from '@kilau/local-stack';
import type * as Migrations from '@kilau/migrations';
import type * as Shop from '@kilau/shop';

interface Service {
  url: string;
  source: string;
  stop(): Promise<void>;
}

/** What teardown needs; jest runs both hooks in one process, and globals set here reach teardown only. */
export interface HarnessState {
  serverUrl: string;
  redisUrl: string;
  runId: string;
  template: string;
  ownsRedis: boolean;
  stop(): Promise<void>;
}

const RUNTIME_PROBE_MS = 5_000;

export default async function setup(): Promise<void> {
  const localStack = await built<typeof LocalStack>(() => import('@kilau/local-stack'));
  const { runMigrations } = await built<typeof Migrations>(() => import('@kilau/migrations'));
  const { databaseUrl, pgQuery, quoteIdentifier } = localStack;
  const runId = randomBytes(4).toString('hex');
  let runtime: boolean | undefined;
  const containersAvailable = async () => (runtime ??= await hasContainerRuntime());
  const started: Service[] = [];
  try {
    const postgres = await providePostgres(localStack, runId, containersAvailable);
    started.push(postgres);
    const redis = await provideRedis(localStack, containersAvailable);
    started.push(redis);
    const template = `kilau_template_${runId}`;
    await pgQuery(postgres.url, `CREATE DATABASE ${quoteIdentifier(template)}`);
    await runMigrations(databaseUrl(postgres.url, template));
    // the demo's sender, as `npm start` seeds it: suites that ship parcels need Shop settings
    const { DEMO_SHOP_SETTINGS_INSERT } = await built<typeof Shop>(() => import('@kilau/shop'));
    await pgQuery(
      databaseUrl(postgres.url, template),
      DEMO_SHOP_SETTINGS_INSERT.text,
      DEMO_SHOP_SETTINGS_INSERT.values,
    );

    Object.assign(process.env, {
      KILAU_TEST_RUN_ID: runId,
      KILAU_TEST_PG_URL: postgres.url,
      KILAU_TEST_PG_TEMPLATE: template,
      KILAU_TEST_REDIS_URL: redis.url,
    });
    const state: HarnessState = {
      serverUrl: postgres.url,
      redisUrl: redis.url,
      runId,
      template,
      ownsRedis: redis.source !== 'TEST_REDIS_URL',
      stop: () => stopAll(started),
    };
    (globalThis as { kilauHarness?: HarnessState }).kilauHarness = state;
    process.stderr.write(`\n[harness] PostgreSQL: ${postgres.source}; Redis: ${redis.source}; template ${template}\n`);
  } catch (error) {
    await stopAll(started);
    throw error;
  }
}

/** Loads a workspace package's dist/ build, or says to build when there is none yet. */
async function built<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new Error(
      `The test harness loads the workspaces' dist/ builds: run \`npm run build\` first (npm test does).`,
      { cause: error },
    );
  }
}

async function providePostgres(
  { databaseUrl, startEmbeddedPostgres }: typeof LocalStack,
  runId: string,
  containersAvailable: () => Promise<boolean>,
): Promise<Service> {
  const configured = process.env.TEST_DATABASE_URL?.trim();
  if (configured) return { url: configured, source: 'TEST_DATABASE_URL', stop: async () => undefined };
  if (await containersAvailable()) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:18-alpine')
      .withCommand(['postgres', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'max_connections=200'])
      .start();
    const url = databaseUrl(container.getConnectionUri(), 'postgres');
    return { url, source: 'container postgres:18-alpine', stop: async () => void (await container.stop()) };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: join(tmpdir(), `kilau-test-pg-${runId}`), ephemeral: true });
  return { url: embedded.adminUrl, source: 'embedded PostgreSQL', stop: embedded.stop };
}

async function provideRedis(
  { startPrivateRedis }: typeof LocalStack,
  containersAvailable: () => Promise<boolean>,
): Promise<Service> {
  const configured = process.env.TEST_REDIS_URL?.trim();
  if (configured) return { url: configured, source: 'TEST_REDIS_URL', stop: async () => undefined };
  if (await containersAvailable()) {
    const { RedisContainer } = await import('@testcontainers/redis');
    const container = await new RedisContainer('redis:7-alpine').start();
    return {
      url: container.getConnectionUrl(),
      source: 'container redis:7-alpine',
      stop: async () => void (await container.stop()),
    };
  }
  const redis = await startPrivateRedis();
  return { url: redis.url, source: 'private redis-server', stop: redis.stop };
}

/** Whether a Docker-compatible engine answers; bounded, since a dead DOCKER_HOST can hang. */
async function hasContainerRuntime(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer')), RUNTIME_PROBE_MS);
    });
    try {
      await Promise.race([getContainerRuntimeClient(), timeout]);
    } finally {
      clearTimeout(timer);
    }
    return true;
  } catch {
    return false;
  }
}

async function stopAll(services: Service[]): Promise<void> {
  for (const service of services.reverse()) await service.stop().catch(() => undefined);
}
