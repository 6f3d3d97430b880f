import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import pg from 'pg';

import { SHOP_CONFIG } from '../config/config.module.js';
import type { ShopConfig } from '../config/shop-config.js';
import { currentLogger } from '../logging/logger.js';
import { KeptReads } from './kept-reads.js';

const RECONNECT_MS = 1_000;

/** What is kept from tables that notify a channel: forgotten on each change, and while changes are not heard. */
export interface ChangeListener {
  forget(): void;
  /** Whether changes are heard now; nothing may be kept while they are not. */
  listening(heard: boolean): void;
}

/**
 * Hears the channels that tables notify from triggers inside their writing transactions (the
 * catalogue's, area codes', Shop settings'; PostgreSQL delivers a notification to every listener
 * when the transaction commits, never when it rolls back, whoever wrote), on one LISTEN connection
 * a process, and keeps reads of those tables until their next change. While the connection is down, nothing is kept: a read goes to
 * the database rather than risk an answer that missed a change.
 */
@Injectable()
export class TableChanges implements OnModuleInit, OnModuleDestroy {
  private readonly kept = new Map<string, ChangeListener[]>();
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(@Inject(SHOP_CONFIG) private readonly config: ShopConfig) {}

  /** Reads of the tables that notify `channel`, kept until it says they changed (at most `max` of them). */
  keep<V>(channel: string, max: number): KeptReads<V> {
    const reads = new KeptReads<V>(max);
    this.hear(channel, reads);
    return reads;
  }

  /** Tells `listener` of every change to the tables that notify `channel`, and whether they are heard. */
  hear(channel: string, listener: ChangeListener): void {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`a change channel is lower-case words: ${channel}`);
    this.kept.set(channel, [...(this.kept.get(channel) ?? []), listener]);
    const client = this.client;
    if (client) this.connected(client, [channel]).catch((error: unknown) => this.lost(client, error));
  }

  /**
   * After this process committed a change to a channel's tables: forgets at once, then waits for
   * its own LISTEN connection to answer, by which time PostgreSQL has delivered the notification
   * there and, at the same moment, to every other process.
   */
  async settled(channel: string): Promise<void> {
    for (const reads of this.kept.get(channel) ?? []) reads.forget();
    await this.client?.query('SELECT 1').catch(() => undefined);
  }

  async onModuleInit(): Promise<void> {
    if (this.kept.size) await this.connect().catch(() => this.reconnect());
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.config.databaseUrl,
      application_name: 'kilau table changes',
    });
    client.on('notification', (message) => this.forget(message.channel));
    client.on('error', (error: Error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      if (this.stopped) return void (await client.end());
      this.client = client;
      await this.connected(client, [...this.kept.keys()]);
    } catch (error) {
      if (this.client === client) this.client = undefined;
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  /** LISTENs, then keeps reads again: whatever changed before the LISTEN was never kept. */
  private async connected(client: pg.Client, channels: string[]): Promise<void> {
    for (const channel of channels) await client.query(`LISTEN ${channel}`);
    if (this.client !== client) return;
    for (const channel of channels) for (const reads of this.kept.get(channel) ?? []) reads.listening(true);
  }

  private forget(channel: string): void {
    for (const reads of this.kept.get(channel) ?? []) reads.forget();
  }

  private lost(client: pg.Client, err?: unknown): void {
    if (this.client !== client) return;
    this.client = undefined;
    for (const list of this.kept.values()) for (const reads of list) reads.listening(false);
    client.end().catch(() => undefined);
    if (this.stopped) return;
    currentLogger().warn(
      { err },
      `table changes not heard: reading ${[...this.kept.keys()].join(', ')} uncached until reconnected`,
    );
    this.reconnect();
  }

  private reconnect(): void {
    if (this.stopped) return;
    this.retry = setTimeout(() => void this.connect().catch(() => this.reconnect()), RECONNECT_MS);
    this.retry.unref();
  }
}
