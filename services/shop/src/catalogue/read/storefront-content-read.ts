/** Storefront content as the seeds read it (storefront seed §3). */
export interface CampaignView {
  id: number;
  name: string;
  start_time: string;
  end_time: string;
  /** Started, not ended, and has items: what the home page's countdown shows. */
  is_active: boolean;
  items: { id: number; product: number; discount_type: 'percent' | 'amount'; discount_value: number }[];
}

export interface BannerView {
  id: number;
  page: string;
  image_url: string;
}

export interface GalleryImageView {
  id: number;
  image: string;
  alt_text: string;
  created_at: string;
}

export interface VideoView {
  id: number;
  title: string;
  video_file: string;
  created_at: string;
}

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
