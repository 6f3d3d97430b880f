import type { DataSourceOptions } from 'typeorm';

import { entities } from './entities.js';

/**
 * How every process of the shop talks to PostgreSQL. Never `synchronize`: migrations own the schema.
 * TypeORM logs nothing of its own: its lines bypass pino and print a failed query's values
 * (addresses, hashes, a mail's link); a failure reaches the log through the code that met it.
 */
export function dataSourceOptions(databaseUrl: string, applicationName: string, poolMax = 10): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities,
    synchronize: false,
    migrationsRun: false,
    logging: false,
    extra: {
      max: poolMax,
      application_name: applicationName,
      idle_in_transaction_session_timeout: 30_000,
      statement_timeout: 15_000,
    },
  };
}
