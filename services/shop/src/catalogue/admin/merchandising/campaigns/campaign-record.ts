import { type CampaignItemRule, MerchandisingMessages } from '@kilau/domain';

import { notFound } from '../../../../platform/shared/refused.js';
import type { AdminTable } from '../../admin-list.js';

/** A discount campaign as the console edits it (storefront seed §3): its items name products. */
export interface AdminCampaign {
  id: number;
  name: string;
  start_time: Date;
  end_time: Date;
  /** Started, not ended, and has items: the storefront prices by it now. */
  is_active: boolean;
  items: CampaignItemRule[];
  created_at: Date;
}

export const CAMPAIGN_TABLE: AdminTable<AdminCampaign> = {
  from: 'discount_campaigns d',
  id: 'd.id',
  columns: `d.id, d.name, d.start_time, d.end_time, d.created_at,
    (d.start_time <= now() AND d.end_time > now()
      AND EXISTS (SELECT 1 FROM discount_campaign_items i WHERE i.campaign_id = d.id)) AS is_active,
    COALESCE((SELECT json_agg(json_build_object('product', i.product_id, 'discount_type', i.discount_type,
      'discount_value', i.discount_value) ORDER BY i.id)
      FROM discount_campaign_items i WHERE i.campaign_id = d.id), '[]'::json) AS items`,
  sorts: { id: 'd.id', name: 'd.name', start_time: 'd.start_time', end_time: 'd.end_time', created_at: 'd.created_at' },
  search: 'kilau_fold(d.name)',
  notFound: () => notFound(MerchandisingMessages.notFound('Discount campaign')),
};
