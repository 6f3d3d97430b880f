import type { CampaignDiscountType, CampaignItemRule } from './campaigns.js';
import {
  type Checked,
  isWhole,
  MerchandisingMessages,
  ProblemList,
  readChoice,
  readText,
} from './merchandising-form.js';
import { formatRupiah } from './money.js';

export const CAMPAIGN_DISCOUNT_TYPES: readonly CampaignDiscountType[] = ['percent', 'amount'];

/** A discount campaign as the console saves it (storefront seed §3 'Discount campaign'). */
export interface CampaignDraft {
  name: string;
  /** Ours (see CampaignRule): when absent, the campaign runs from the moment it is saved. */
  start_time: Date | null;
  end_time: Date;
  items: CampaignItemRule[];
}

export interface CampaignFormContext {
  now: Date;
  /** A new campaign must end in the future; an edit may end a campaign early. */
  creating: boolean;
  /**
   * The list price of each product the items name. Without it (the console's own check) the
   * existence and price rules wait for the service.
   */
  prices?: ReadonlyMap<number, number>;
}

function readInstant(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

/**
 * Reads a campaign form. A name, an end time (in the future for a new campaign, after the start
 * when one is given) and at least one item, each product once. A percent item takes 1 to 100
 * percent off; an amount item is the new price itself (the seeds: "amount type sets the price to
 * the fixed amount"), so it must be a whole rupiah below the product's price, or it is no discount.
 */
export function readCampaignDraft(
  input: Record<string, unknown>,
  context: CampaignFormContext,
): Checked<CampaignDraft> {
  const problems = new ProblemList();
  const name = readText(input, 'name', 'Name', problems, { required: true, max: 200 });
  const hasStart = input.start_time !== undefined && input.start_time !== null && input.start_time !== '';
  const start = hasStart ? readInstant(input.start_time) : null;
  if (start === undefined) problems.add('start_time', MerchandisingMessages.dateTime('Start time'));
  const end = readInstant(input.end_time);
  if (input.end_time === undefined || input.end_time === null || input.end_time === '') {
    problems.add('end_time', MerchandisingMessages.required('End time'));
  } else if (!end) problems.add('end_time', MerchandisingMessages.dateTime('End time'));
  else if (start && end <= start) problems.add('end_time', MerchandisingMessages.campaignEndBeforeStart);
  else if (context.creating && end <= context.now) problems.add('end_time', MerchandisingMessages.campaignEndPassed);
  const items = readItems(input.items, context, problems);
  return problems.result({ name, start_time: start ?? null, end_time: end ?? new Date(Number.NaN), items });
}

function readItems(value: unknown, context: CampaignFormContext, problems: ProblemList): CampaignItemRule[] {
  const list = Array.isArray(value) ? value : [];
  if (list.length === 0) problems.add('items', MerchandisingMessages.campaignNeedsItems);
  const seen = new Set<number>();
  return list.map((raw: unknown, index) => {
    const entry = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const item = readItem(entry, `items.${index}`, context, problems);
    if (seen.has(item.product)) problems.add(`items.${index}.product`, MerchandisingMessages.campaignProductTwice);
    seen.add(item.product);
    return item;
  });
}

function readItem(
  entry: Record<string, unknown>,
  path: string,
  context: CampaignFormContext,
  problems: ProblemList,
): CampaignItemRule {
  const product = entry.product;
  if (!isWhole(product) || product === 0) problems.add(`${path}.product`, MerchandisingMessages.required('Product'));
  const type = readChoice(entry, 'discount_type', 'Discount type', CAMPAIGN_DISCOUNT_TYPES, problems.scoped(path));
  const value = entry.discount_value;
  const item = { product: Number(product), discount_type: type, discount_value: Number(value) };
  const price = context.prices?.get(item.product);
  if (context.prices && !problems.has(`${path}.product`) && price === undefined) {
    problems.add(`${path}.product`, MerchandisingMessages.productMissing(item.product));
  }
  const valuePath = `${path}.discount_value`;
  if (value === undefined || value === null || value === '') {
    problems.add(valuePath, MerchandisingMessages.required('Value'));
  } else if (type === 'percent' && !(isWhole(value) && value >= 1 && value <= 100)) {
    problems.add(valuePath, MerchandisingMessages.campaignPercent);
  } else if (!isWhole(value)) problems.add(valuePath, MerchandisingMessages.wholeNumber('Value'));
  else if (type === 'amount' && price !== undefined && value >= price) {
    problems.add(valuePath, MerchandisingMessages.campaignAmountBelowPrice(formatRupiah(price)));
  }
  return item;
}
