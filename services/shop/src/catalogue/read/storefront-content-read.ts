import type { BannerView, CampaignView, GalleryImageView, VideoView } from '@kilau/domain';
export const CAMPAIGN_SELECT = `
  SELECT d.id, d.name, d.start_time, d.end_time,
    (d.start_time <= now() AND d.end_time > now() AND EXISTS (
      SELECT 1 FROM discount_campaign_items i WHERE i.campaign_id = d.id)) AS is_active,
    COALESCE((
      SELECT json_agg(json_build_object('id', i.id, 'product', i.product_id,
        'discount_type', i.discount_type, 'discount_value', i.discount_value) ORDER BY i.id)
      FROM discount_campaign_items i WHERE i.campaign_id = d.id
    ), '[]'::json) AS items
  FROM discount_campaigns d`;

type Dated<T, K extends keyof T> = Omit<T, K> & { [P in K]: Date };

export function toCampaignView(row: Dated<CampaignView, 'start_time' | 'end_time'>): CampaignView {
  return { ...row, start_time: row.start_time.toISOString(), end_time: row.end_time.toISOString() };
}

export function toCreatedView<T extends { created_at: string }>(row: Dated<T, 'created_at'>): T {
  return { ...row, created_at: row.created_at.toISOString() } as T;
}

export type { BannerView, CampaignView, GalleryImageView, VideoView };
