import { MerchandisingMessages } from '@kilau/domain';

import { notFound } from '../../../../platform/shared/refused.js';
import type { AdminTable } from '../../admin-list.js';

/** A page's hero picture, one per storefront page key. */
export interface AdminBanner {
  id: number;
  page: string;
  image_url: string;
  updated_at: Date;
}

export const BANNER_TABLE: AdminTable<AdminBanner> = {
  from: 'page_banners b',
  id: 'b.id',
  columns: 'b.id, b.page, b.image_url, b.updated_at',
  sorts: { id: 'b.id', page: 'b.page', updated_at: 'b.updated_at' },
  search: 'kilau_fold(b.page)',
  equals: { page: 'b.page' },
  notFound: () => notFound(MerchandisingMessages.notFound('Page banner')),
};
