import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { type Database, EventStore, retryOnConflict, type SqlSession } from '@kilau/event-store';

import { typeormDatabase } from './typeorm-database.js';

/**
 * The shop's write side: the event store and transactions on the shop's database. A command's
 * work (load, decide, append, and the table updates that go with it) runs in {@link transact},
 * which starts over on fresh state when another writer got to a stream first.
 */
@Injectable()
export class EventLog {
  readonly store = new EventStore();
  readonly db: Database;

  constructor(dataSource: DataSource) {
    this.db = typeormDatabase(dataSource);
  }

  transact<T>(work: (session: SqlSession) => Promise<T>): Promise<T> {
    return retryOnConflict(() => this.db.transaction(work));
  }
}
