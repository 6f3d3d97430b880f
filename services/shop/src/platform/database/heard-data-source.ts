import type pg from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';

import { hearClientsForLife } from '@kilau/event-store';

/**
 * A TypeORM DataSource, initialized, whose pool gives each connection it opens from then on an
 * 'error' listener for its whole life (see hearClientsForLife): TypeORM, like any taker, listens
 * on a connection only a microtask after the pool handed it out.
 */
export async function heardDataSource(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = await new DataSource(options).initialize();
  const pool = (dataSource.driver as unknown as { master?: pg.Pool }).master;
  if (pool) hearClientsForLife(pool);
  return dataSource;
}
