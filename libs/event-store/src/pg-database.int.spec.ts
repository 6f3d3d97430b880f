import type pg from 'pg';

import { suiteDatabase } from './tally.spec-support.js';

describe('event store: a connection ended as the pool hands it out', () => {
  const suite = suiteDatabase(2);

  /**
   * The window the PostgreSQL-drops fault test crashed in: the pool has stopped listening on a
   * connection it hands out, and the taker listens only once its promise resolves. An error the
   * connection reads then (its server ended it in the same chunk as its last "ready") must be
   * heard, or it is an unhandled 'error' event that ends the process.
   */
  it('hears an error between the hand-out and the taker, on new and reused connections', async () => {
    const outcomes: string[] = [];
    const onAcquire = (client: pg.PoolClient) =>
      queueMicrotask(() => {
        try {
          client.emit('error', new Error('terminating connection due to administrator command'));
          outcomes.push('heard');
        } catch {
          outcomes.push('unheard');
        }
      });
    suite.pool.on('acquire', onAcquire);
    try {
      await Promise.all([suite.db.query('SELECT 1'), suite.db.query('SELECT 2')]); // two new connections
      await suite.db.transaction((session) => session.query('SELECT 3')); // one reused
    } finally {
      suite.pool.off('acquire', onAcquire);
    }
    expect(outcomes).toEqual(['heard', 'heard', 'heard']);
  });
});
