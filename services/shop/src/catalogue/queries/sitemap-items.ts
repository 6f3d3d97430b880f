import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { detailPath, type SitemapEntry } from '@kilau/domain';

/** Every item of the catalogue with a detail page, for sitemap.xml. */
export class ListSitemapItemsQuery {}

/**
 * Products (a jewel set at its own address), charms and gift sets, each with when it last
 * changed. Read through the catalogue cache, so a busy crawler costs one query per cache period
 * and a console write shows at once.
 */
@QueryHandler(ListSitemapItemsQuery)
export class ListSitemapItemsHandler implements IQueryHandler<ListSitemapItemsQuery, SitemapEntry[]> {
  constructor(private readonly db: DataSource) {}

  async execute(): Promise<SitemapEntry[]> {
    const rows: Array<{ kind: 'product' | 'jewel_set' | 'charm' | 'gift_set'; id: number; changed: Date | null }> =
      await this.db.query(`
        SELECT CASE WHEN category = 'jewel_set' THEN 'jewel_set' ELSE 'product' END AS kind, id, updated_at AS changed
          FROM products
        UNION ALL SELECT 'charm', id, updated_at FROM charms
        UNION ALL SELECT 'gift_set', id, updated_at FROM gift_sets
        ORDER BY 1, 2`);
    return rows.map((row) => ({
      path: detailPath(row.kind, Number(row.id)),
      lastmod: row.changed ? new Date(row.changed).toISOString() : null,
    }));
  }
}
