import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { priceAfterPercent } from '@kilau/domain';

import { READ_DB } from '../../platform/database/read-database.js';
import { DEFAULT_PAGE_SIZE, type Page } from '../read/listing.js';
import { likeEscape, SqlParams } from '../read/sql.js';

export type SearchResultType = 'product' | 'charm' | 'gift_set';

/** One card of the search page, whatever kind of item it is. */
export interface SearchResult {
  type: SearchResultType;
  id: number;
  name: string;
  price: number;
  discount: number;
  discount_price: number;
  image: string | null;
  category: string | null;
  label: string;
  stock: number;
  sold_stok: number;
  rating: number;
}

/**
 * How close a misspelt word must be (pg_trgm word similarity, 0..1). The default 0.6 misses a
 * dropped letter in short words ("kalng" is 0.5 from "kalung"); below 0.4 unrelated words match.
 */
const TYPO_THRESHOLD = 0.45;

export class SearchCatalogueQuery {
  constructor(
    readonly q: string,
    readonly page = 1,
    readonly pageSize = DEFAULT_PAGE_SIZE,
  ) {}
}

type Row = Omit<SearchResult, 'discount_price'> & { full_count: string; score: number };
type Matching = 'every-word' | 'close-to';

/**
 * Products, charms and gift sets in one ranked list. First every word must appear in the folded
 * name (case and accents ignored, inside words too); only when nothing does is the text matched
 * loosely (pg_trgm word similarity), so "kalng" still finds "Kalung" while a well-spelt search
 * stays narrow and fast. Best matches first, in-stock and best-selling before the rest.
 */
@QueryHandler(SearchCatalogueQuery)
export class SearchCatalogueHandler implements IQueryHandler<SearchCatalogueQuery, Page<SearchResult>> {
  constructor(@Inject(READ_DB) private readonly db: DataSource) {}

  async execute(query: SearchCatalogueQuery): Promise<Page<SearchResult>> {
    let rows = await this.search(query, 'every-word');
    if (rows.length === 0 && !(await this.anyExactMatch(query))) rows = await this.search(query, 'close-to');
    const count = rows.length > 0 ? Number(rows[0]!.full_count) : 0;
    return {
      count,
      page: query.page,
      page_size: query.pageSize,
      total_pages: Math.ceil(count / query.pageSize),
      results: rows.map(({ full_count: _c, score: _s, ...row }) => ({
        ...row,
        discount_price: priceAfterPercent(row.price, row.discount),
      })),
    };
  }

  /** An empty page past the end of exact matches is not a reason to search loosely. */
  private async anyExactMatch(query: SearchCatalogueQuery): Promise<boolean> {
    if (query.page === 1) return false;
    const first = await this.search(new SearchCatalogueQuery(query.q, 1, 1), 'every-word');
    return first.length > 0;
  }

  private search({ q, page, pageSize }: SearchCatalogueQuery, matching: Matching): Promise<Row[]> {
    const sql = new SqlParams();
    const text = sql.add(q);
    const words =
      matching === 'every-word'
        ? q
            .split(/\s+/)
            .filter(Boolean)
            .map((w) => sql.add(likeEscape(w)))
        : [];
    const matches = (column: string) =>
      matching === 'every-word'
        ? words.map((w) => `${column} LIKE '%' || kilau_fold(${w}) || '%'`).join(' AND ')
        : `kilau_fold(${text}) <% ${column}`;
    const score = (column: string) => `word_similarity(kilau_fold(${text}), ${column})`;
    return this.db.transaction(async (m) => {
      await m.query(`SET LOCAL pg_trgm.word_similarity_threshold = ${TYPO_THRESHOLD}`);
      return m.query(
        `WITH hits AS (
          SELECT 'product' AS type, p.id, p.name, p.price, p.discount::float8 AS discount,
            p.images -> 0 ->> 'image_url' AS image, p.category, p.label, p.stock, p.sold_stok,
            p.rating::float8 AS rating, ${score('p.search_text')} AS score
          FROM products p WHERE ${matches('p.search_text')}
          UNION ALL
          SELECT 'charm', c.id, c.name, c.price, c.discount::float8, c.image, c.category, c.label,
            c.stock, c.sold_stok, c.rating::float8, ${score('c.search_text')}
          FROM charms c WHERE ${matches('c.search_text')}
          UNION ALL
          SELECT 'gift_set', g.id, g.name, g.price, g.discount::float8, g.image, NULL, g.label,
            g.stock, g.sold_stok, g.rating::float8, ${score('g.search_text')}
          FROM gift_sets g WHERE ${matches('g.search_text')}
        )
        SELECT *, count(*) OVER () AS full_count FROM hits
        ORDER BY score DESC, (stock > 0) DESC, sold_stok DESC, type, id
        LIMIT ${sql.add(pageSize)} OFFSET ${sql.add((page - 1) * pageSize)}`,
        sql.values,
      );
    });
  }
}
