import type { DataSourceOptions } from 'typeorm';

import type { EntityClass } from '../parts/shop-parts.js';

/**
 * How every process of the shop talks to PostgreSQL, mapping the tables the contexts name. Never `synchronize`: migrations own the schema.
 * TypeORM logs nothing of its own: its lines bypass pino and print a failed query's values
 * (addresses, hashes, a mail's link); a failure reaches the log through the code that met it.
 */
export function dataSourceOptions(
  databaseUrl: string,
  applicationName: string,
  entities: readonly EntityClass[],
  poolMax = 10,
): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: [...entities],
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
