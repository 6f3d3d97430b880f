import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { READ_DB } from '../../platform/database/read-database.js';
import { notFound } from '../../platform/shared/refused.js';
import { MAX_PLAIN_ROWS } from '../read/listing.js';
import {
  type BannerView,
  CAMPAIGN_SELECT,
  type CampaignView,
  type GalleryImageView,
  toCampaignView,
  toCreatedView,
  type VideoView,
} from '../read/storefront-content-read.js';

/** Reads of the storefront's content around the catalogue; an id narrows a list to one item. */
export class ListCampaignsQuery {
  constructor(readonly options: { activeOnly?: boolean; id?: number } = {}) {}
}
export class ListBannersQuery {
  constructor(readonly options: { page?: string; id?: number } = {}) {}
}
export class ListGalleryQuery {
  constructor(readonly options: { id?: number } = {}) {}
}
export class ListVideosQuery {
  constructor(readonly options: { id?: number } = {}) {}
}

function one<T>(rows: T[], id: number | undefined, what: string): T[] {
  if (id !== undefined && rows.length === 0) throw notFound(`${what} not found`);
  return rows;
}

/** The newest MAX_PLAIN_ROWS rows, answered oldest first (the storefront shows the last ones). */
const newestOldestFirst = (select: string) =>
  `SELECT * FROM (${select} ORDER BY created_at DESC, id DESC LIMIT ${MAX_PLAIN_ROWS}) newest ORDER BY created_at, id`;

@QueryHandler(ListCampaignsQuery)
export class ListCampaignsHandler implements IQueryHandler<ListCampaignsQuery, CampaignView[]> {
  constructor(@Inject(READ_DB) private readonly db: DataSource) {}

  async execute({ options }: ListCampaignsQuery): Promise<CampaignView[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (options.activeOnly) where.push('d.start_time <= now() AND d.end_time > now()');
    if (options.id !== undefined) where.push(`d.id = $${params.push(options.id)}`);
    const rows = await this.db.query(
      `${CAMPAIGN_SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY d.end_time DESC, d.id LIMIT ${MAX_PLAIN_ROWS}`,
      params,
    );
    return one(rows.map(toCampaignView), options.id, 'Discount campaign');
  }
}

@QueryHandler(ListBannersQuery)
export class ListBannersHandler implements IQueryHandler<ListBannersQuery, BannerView[]> {
  constructor(@Inject(READ_DB) private readonly db: DataSource) {}

  async execute({ options }: ListBannersQuery): Promise<BannerView[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (options.page) where.push(`page = $${params.push(options.page)}`);
    if (options.id !== undefined) where.push(`id = $${params.push(options.id)}`);
    const rows = await this.db.query(
      `SELECT id, page, image_url FROM page_banners ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY page, id LIMIT ${MAX_PLAIN_ROWS}`,
      params,
    );
    return one(rows, options.id, 'Page banner');
  }
}

@QueryHandler(ListGalleryQuery)
export class ListGalleryHandler implements IQueryHandler<ListGalleryQuery, GalleryImageView[]> {
  constructor(@Inject(READ_DB) private readonly db: DataSource) {}

  async execute({ options }: ListGalleryQuery): Promise<GalleryImageView[]> {
    const filter = options.id !== undefined ? 'WHERE id = $1' : '';
    const rows = await this.db.query(
      newestOldestFirst(`SELECT id, image, alt_text, created_at FROM photo_gallery ${filter}`),
      options.id !== undefined ? [options.id] : [],
    );
    return one(rows.map(toCreatedView<GalleryImageView>), options.id, 'Gallery image');
  }
}

/**
 * A clip's poster frame: the kept picture named after the clip with `-poster.svg`, beside it
 * (`videos/a.webm` → `videos/a-poster.svg`; the demo seed draws one per clip), or '' when there
 * is none. Found by name rather than stored in a column, so the seed's video fields stay as they are.
 */
const POSTER_BESIDE_CLIP = `COALESCE((SELECT '/media/' || p.path FROM pictures p
  WHERE p.path = regexp_replace(regexp_replace(video_file, '^/media/', ''), '\\.[^./]+$', '') || '-poster.svg'), '')`;

@QueryHandler(ListVideosQuery)
export class ListVideosHandler implements IQueryHandler<ListVideosQuery, VideoView[]> {
  constructor(@Inject(READ_DB) private readonly db: DataSource) {}

  async execute({ options }: ListVideosQuery): Promise<VideoView[]> {
    const filter = options.id !== undefined ? 'WHERE id = $1' : '';
    const rows = await this.db.query(
      newestOldestFirst(
        `SELECT id, title, video_file, ${POSTER_BESIDE_CLIP} AS poster, created_at FROM videos ${filter}`,
      ),
      options.id !== undefined ? [options.id] : [],
    );
    return one(rows.map(toCreatedView<VideoView>), options.id, 'Video');
  }
}
