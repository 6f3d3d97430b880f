import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';

import { SHOP_CONFIG } from '../../platform/config/config.module.js';
import type { ShopConfig } from '../../platform/config/shop-config.js';
import { shopperAnswer } from '../../platform/media/media-answers.js';
import { PictureStore } from '../../platform/media/picture-store.js';

/** Distinct questions kept at once; the least recently used go first, so many searches cannot fill memory. */
const MAX_ENTRIES = 5_000;

/** An answer kept ready: the value, its JSON bytes and their strong ETag, each computed once. */
export interface ReadyAnswer {
  value: unknown;
  body: Buffer;
  etag: string;
  /** The body gzipped, made the first time a client that takes gzip asks. */
  gzipped?: Buffer;
}

/** Smaller answers go as they are (compression's own threshold). */
const GZIP_FROM_BYTES = 1024;

interface Entry {
  answer: Promise<ReadyAnswer>;
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
 * The value as JSON bytes with a strong ETag over them: the same bytes, the same tag, in every
 * process. `shown` is what the bytes say when it differs from the value callers reshape (the
 * pictures' variants and MEDIA_PUBLIC_URL added for shoppers).
 */
export function readyAnswer(value: unknown, shown: unknown = value): ReadyAnswer {
  const body = Buffer.from(JSON.stringify(shown));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { value, body, etag };
}

/** Whether If-None-Match names `etag` (a list, `*`, or the weak form a proxy may have made of it). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
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
    return (await this.ready(query)).value as T;
  }

  /**
   * Answers the query's JSON bytes with their ETag, or 304 when the request's If-None-Match has
   * them. `no-cache`: a browser keeps them but asks each time, so a change shows on the next read.
   */
  async send(req: Request, res: Response, query: object): Promise<void> {
    const answer = await this.ready(query);
    // gzipped once per answer, not per request (compression() leaves an encoded answer alone);
    // the gzipped bytes are another representation, with a tag of their own
    const gzip = answer.body.length >= GZIP_FROM_BYTES && req.acceptsEncodings('gzip') === 'gzip';
    const etag = gzip ? `${answer.etag.slice(0, -1)}-gz"` : answer.etag;
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'no-cache');
    res.vary('Accept-Encoding');
    if (matchesEtag(req.headers['if-none-match'], etag)) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    if (!gzip) {
      res.status(200).end(answer.body);
      return;
    }
    answer.gzipped ??= gzipSync(answer.body);
    res.setHeader('Content-Encoding', 'gzip');
    res.status(200).end(answer.gzipped);
  }

  private ready(query: object): Promise<ReadyAnswer> {
    const ttl = this.config.catalogueCacheTtlMs;
    if (ttl <= 0 || !this.listening) return this.compute(query);
    const key = catalogueCacheKey(query);
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.generation === this.generation && now < entry.expiresAt) {
      // least recently used last: Map keeps insertion order
      this.entries.delete(key);
      this.entries.set(key, entry);
      if (!entry.refreshing && entry.expiresAt - now < ttl / 2) this.refresh(key, query, entry);
      return entry.answer;
    }
    return this.keep(key, query, ttl);
  }

  private keep(key: string, query: object, ttl: number): Promise<ReadyAnswer> {
    const entry: Entry = {
      answer: this.compute(query),
      generation: this.generation,
      expiresAt: Date.now() + ttl,
      refreshing: false,
    };
    this.put(key, entry);
    entry.answer.catch(() => this.entries.get(key) === entry && this.entries.delete(key));
    return entry.answer;
  }

  private refresh(key: string, query: object, entry: Entry): void {
    entry.refreshing = true;
    const generation = this.generation;
    this.compute(query).then(
      (answer) => {
        // a change heard meanwhile: what was computed may predate it, so it is not kept
        if (this.generation !== generation || this.entries.get(key) !== entry) return;
        this.put(key, {
          answer: Promise.resolve(answer),
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
