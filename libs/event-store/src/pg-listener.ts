import type pg from 'pg';

const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5_000;

/**
 * LISTEN on one pool client held for as long as it listens. When the connection is lost it
 * reconnects with backoff and then calls `onNotify` once, since notifications sent meanwhile are gone.
 */
export class PgListener {
  private current?: { client: pg.PoolClient; release: (error?: Error) => void };
  private retry?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly channel: string,
    private readonly onNotify: () => void,
  ) {}

  async start(): Promise<void> {
    const client = await this.pool.connect();
    const onNotification = (message: pg.Notification) => {
      if (message.channel === this.channel) this.onNotify();
    };
    const onError = (error: Error) => {
      release(error);
      if (this.current?.client !== client) return;
      this.current = undefined;
      this.reconnect(0);
    };
    let released = false;
    const release = (error?: Error) => {
      if (released) return;
      released = true;
      client.off('notification', onNotification);
      client.off('error', onError);
      client.release(error);
    };
    client.on('notification', onNotification);
    client.on('error', onError);
    try {
      await client.query(`LISTEN ${client.escapeIdentifier(this.channel)}`);
    } catch (error) {
      release(error as Error);
      throw error;
    }
    this.current = { client, release };
    if (this.stopped) await this.stop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const current = this.current;
    this.current = undefined;
    if (!current) return;
    try {
      await current.client.query('UNLISTEN *');
      current.release();
    } catch (error) {
      current.release(error as Error);
    }
  }

  private reconnect(attempt: number): void {
    if (this.stopped) return;
    this.retry = setTimeout(
      () => {
        this.retry = undefined;
        if (this.stopped) return;
        this.start().then(
          () => this.stopped || this.onNotify(),
          () => this.reconnect(attempt + 1),
        );
      },
      Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt),
    );
  }
}
