/**
 * Discount campaigns (storefront seed §3 'Discount campaign', §4, §9 'Price discount precedence';
 * order-side seed §9). A campaign lowers the price of the products its items name, while it runs.
 */
export type CampaignDiscountType = 'percent' | 'amount';

/**
 * One product's discount inside a campaign. `percent` takes p% off the list price; `amount` is the
 * new price itself (the seeds: "amount type sets the price to the fixed amount"), not an amount off.
 */
export interface CampaignItemRule {
  product: number;
  discount_type: CampaignDiscountType;
  discount_value: number;
}

/**
 * The seeds name only `end_time` and `items`; `start_time` is ours, so a campaign can be prepared
 * ahead of its launch. Without it a campaign runs from the moment it exists.
 */
export interface CampaignRule {
  id?: number;
  start_time?: string | Date | null;
  end_time: string | Date;
  items: CampaignItemRule[];
}

function instant(value: string | Date): number {
  return value instanceof Date ? value.getTime() : Date.parse(value);
}

/**
 * Whether a campaign runs at `now`: started, not yet ended, and holding items (the storefront shows
 * "the first that has not ended and has items"). The end is exclusive: at `end_time` the countdown
 * shows zeros and the prices are back. A date that cannot be read never runs, so a damaged record
 * cannot discount the shop indefinitely.
 */
export function isCampaignRunning(campaign: CampaignRule, now: Date): boolean {
  const at = now.getTime();
  const started = campaign.start_time == null || instant(campaign.start_time) <= at;
  return started && instant(campaign.end_time) > at && campaign.items.length > 0;
}

/** The campaigns running at `now`, in the order given (the home countdown shows the first). */
export function runningCampaigns<C extends CampaignRule>(campaigns: readonly C[], now: Date): C[] {
  return campaigns.filter((campaign) => isCampaignRunning(campaign, now));
}

/** Every running campaign item that names this product, in campaign order. */
export function campaignItemsFor(productId: number, running: readonly CampaignRule[]): CampaignItemRule[] {
  return running.flatMap((campaign) => campaign.items.filter((item) => item.product === productId));
}
