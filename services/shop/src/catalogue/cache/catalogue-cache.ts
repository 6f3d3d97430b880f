import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';

import { SHOP_CONFIG } from '../../platform/config/config.module.js';
import type { ShopConfig } from '../../platform/config/shop-config.js';
import { shopperAnswer } from '../../platform/media/media-answers.js';
import { PictureStore } from '../../platform/media/picture-store.js';
import { type LearnedAddress, LearnedAddresses } from './learned-addresses.js';
import { type ReadyAnswer, readyAnswer, representation } from './ready-answer.js';

/** Distinct questions kept at once; the least recently used go first, so many searches cannot fill memory. */
const MAX_ENTRIES = 5_000;

interface Entry {
  answer: Promise<ReadyAnswer>;
  /** The answer once computed, for the lookups that cannot wait (keptAt). */
  ready?: ReadyAnswer;
  /** The query it answers, to refresh it by. */
  query: object;
  /** The generation it was computed in; a change since makes it stale (catalogue-changes.ts). */
  generation: number;
  /** Date.now() after which it is computed again; refreshed behind the answer in its last half. */
  expiresAt: number;
  refreshing: boolean;
}

/**
 * A read's cache key: the query's kind and its values, as the controller built the query from the
 * validated, normalised parameters. Parameters no query reads (`?_=1`, `?junk=xyz`) never reach
 * it, and the same question asked in other words (`01` for `1`, a reordered query string) is one
 * entry, so odd addresses cannot fill the cache.
 */
export function catalogueCacheKey(query: object): string {
  return `${query.constructor.name}:${JSON.stringify(query, sortedKeys)}`;
}

function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The catalogue's reads, kept in this process's memory as ready bytes with their ETag, so a read
 * is a lookup and a write of bytes, and a storefront that has them is answered 304. An entry lives
 * until the catalogue changes (a PostgreSQL notification from the write's own transaction, seen by
 * every API process: catalogue-changes.ts) and at most CATALOGUE_CACHE_TTL_MS, which bounds what
 * no write announces (a campaign starting on the clock). Requests that miss at the same moment share one
 * computation; an entry asked for in the last half of its life is refreshed behind the answer.
 * A failure is never kept. CATALOGUE_CACHE_TTL_MS=0 or a listener that is not connected: every
 * read is computed (never an answer that might have missed a change).
 */
@Injectable()
export class CatalogueReads {
  private readonly entries = new Map<string, Entry>();
  private readonly addresses = new LearnedAddresses();
  private generation = 0;
  private listening = false;

  constructor(
    private readonly queries: QueryBus,
    private readonly pictures: PictureStore,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  /** The catalogue changed: every entry is stale at once. */
  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Whether changes are heard (the cache is used only then); hearing again after a gap forgets everything. */
  setListening(listening: boolean): void {
    this.forgetAll();
    this.listening = listening;
  }

  /** How many answers are kept, for tests. */
  get size(): number {
    return this.entries.size;
  }

  /** The query's answer as a value (for callers that reshape it). */
  async execute<T>(query: object): Promise<T> {
    return (await this.ready(query, catalogueCacheKey(query))).value as T;
  }

  /**
   * Answers the query's JSON bytes with their ETag, or 304 when the request's If-None-Match has
   * them (ready-answer.ts), and remembers that the request's address asks this query, so the next
   * request for it may be answered ahead of the router (catalogue-lane.ts).
   */
  async send(req: Request, res: Response, query: object): Promise<void> {
    const key = catalogueCacheKey(query);
    const answer = await this.ready(query, key);
    this.addresses.learn(req.originalUrl, { key, route: `${req.baseUrl}${(req.route as { path: string }).path}` });
    const shown = representation(answer, req.headers);
    for (const [name, value] of shown.headers) res.setHeader(name, value);
    res.vary(shown.vary);
    res.status(shown.status).end(shown.body);
  }

  /**
   * The answer kept for an address the router has answered before, when it is ready and current;
   * else undefined (the router computes it). A lookup that finds it counts as a use, as in `send`.
   */
  keptAt(address: string): { answer: ReadyAnswer; route: string } | undefined {
    const learned: LearnedAddress | undefined = this.addresses.get(address);
    if (!learned || this.config.catalogueCacheTtlMs <= 0 || !this.listening) return undefined;
    const entry = this.current(learned.key);
    return entry?.ready && { answer: entry.ready, route: learned.route };
  }

  private ready(query: object, key: string): Promise<ReadyAnswer> {
    const ttl = this.config.catalogueCacheTtlMs;
    if (ttl <= 0 || !this.listening) return this.compute(query);
    return this.current(key)?.answer ?? this.keep(key, query, ttl);
  }

  /** The entry for `key` if it is of this generation and not expired; used, so refreshed late in its life. */
  private current(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    const now = Date.now();
    if (!entry || entry.generation !== this.generation || now >= entry.expiresAt) return undefined;
    // least recently used last: Map keeps insertion order
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (!entry.refreshing && entry.expiresAt - now < this.config.catalogueCacheTtlMs / 2) this.refresh(key, entry);
    return entry;
  }

  private keep(key: string, query: object, ttl: number): Promise<ReadyAnswer> {
    const entry: Entry = {
      answer: this.compute(query),
      query,
      generation: this.generation,
      expiresAt: Date.now() + ttl,
      refreshing: false,
    };
    this.put(key, entry);
    entry.answer.then(
      (answer) => (entry.ready = answer),
      () => this.entries.get(key) === entry && this.entries.delete(key),
    );
    return entry.answer;
  }

  private refresh(key: string, entry: Entry): void {
    entry.refreshing = true;
    const generation = this.generation;
    this.compute(entry.query).then(
      (answer) => {
        // a change heard meanwhile: what was computed may predate it, so it is not kept
        if (this.generation !== generation || this.entries.get(key) !== entry) return;
        this.put(key, {
          answer: Promise.resolve(answer),
          ready: answer,
          query: entry.query,
          generation,
          expiresAt: Date.now() + this.config.catalogueCacheTtlMs,
          refreshing: false,
        });
      },
      () => (entry.refreshing = false),
    );
  }

  private put(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  /** The bytes pass Nest's interceptors by, so they are shaped for shoppers here (media-answers.ts). */
  private async compute(query: object): Promise<ReadyAnswer> {
    const value = await this.queries.execute<object, unknown>(query);
    return readyAnswer(value, await shopperAnswer(value, this.pictures, this.config.mediaPublicUrl));
  }
}
