import { MerchandisingMessages } from '@kilau/domain';

import { notFound } from '../../../../platform/shared/refused.js';
import type { AdminTable } from '../../admin-list.js';

/** A footer gallery picture; the storefront shows the last 6 added (oldest first). */
export interface AdminGalleryImage {
  id: number;
  image: string;
  alt_text: string;
  created_at: Date;
}

export const GALLERY_TABLE: AdminTable<AdminGalleryImage> = {
  from: 'photo_gallery g',
  id: 'g.id',
  columns: 'g.id, g.image, g.alt_text, g.created_at',
  sorts: { id: 'g.id', created_at: 'g.created_at', alt_text: 'g.alt_text' },
  search: `kilau_fold(g.alt_text || ' ' || g.image)`,
  notFound: () => notFound(MerchandisingMessages.notFound('Gallery image')),
};
