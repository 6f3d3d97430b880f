/**
 * What the console's merchandising forms (products, discount campaigns, footer gallery, page
 * banners) may save. The seeds only say the back office edits these; the wording is ours, and the
 * limits are the schema's (integer columns, varchar lengths), so a refused save names the field.
 * Each reader takes the untyped form or request body and answers either the clean record or one
 * problem per field path ('items.1.discount_value'), for the service's 400 and the console's form.
 */
export type FormProblems = Record<string, string>;

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: FormProblems };

export const MerchandisingMessages = {
  required: (label: string) => `${label} is required`,
  wholeNumber: (label: string) => `${label} must be a whole number, 0 or more`,
  percent: (label: string) => `${label} must be a percent from 0 to 100 (at most two decimals)`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  oneOf: (label: string, choices: readonly string[]) => `${label} must be one of: ${choices.join(', ')}`,
  yesOrNo: (label: string) => `${label} must be yes or no`,
  imageAddress: 'An image must be an uploaded picture (/media/...) or a web address (https://...)',
  dateTime: (label: string) => `${label} must be a date and time`,
  productIds: (label: string) => `${label} must be a list of product ids`,
  productMissing: (id: number) => `Product ${id} does not exist`,
  charmLimitBoth: 'A product takes at most 3 or at most 5 charms, not both',
  jewelSetOnly: 'Only a jewel set has member products',
  jewelSetSelf: 'A jewel set cannot contain itself',
  memberTwice: 'Each member product may appear once',
  campaignNeedsItems: 'Add at least one product to the campaign',
  campaignProductTwice: 'A product may appear only once in a campaign',
  campaignEndPassed: 'The end time must be in the future',
  campaignEndBeforeStart: 'The end time must be after the start time',
  campaignPercent: 'A percent discount must be a whole number from 1 to 100',
  campaignAmountBelowPrice: (price: string) => `The new price must be below the product's price (${price})`,
  bannerPageTaken: (page: string) => `The ${page} page already has a banner`,
  notFound: (what: string) => `${what} not found`,
} as const;

/** Collects problems while a form is read; the first one per field stands. */
export class ProblemList {
  constructor(
    readonly problems: FormProblems = {},
    private readonly prefix = '',
  ) {}

  add(field: string, message: string): void {
    this.problems[this.prefix + field] ??= message;
  }

  has(field?: string): boolean {
    return field === undefined ? Object.keys(this.problems).length > 0 : this.prefix + field in this.problems;
  }

  /** The same list for the fields of a nested entry ('items.0.' + field). */
  scoped(path: string): ProblemList {
    return new ProblemList(this.problems, `${this.prefix}${path}.`);
  }

  result<T>(value: T): Checked<T> {
    return this.has() ? { ok: false, problems: this.problems } : { ok: true, value };
  }
}

const INT_MAX = 2_147_483_647;

export function readText(
  input: Record<string, unknown>,
  field: string,
  label: string,
  problems: ProblemList,
  options: { required?: boolean; max: number },
): string {
  const value = input[field];
  if (value !== undefined && value !== null && typeof value !== 'string') {
    problems.add(field, MerchandisingMessages.required(label));
    return '';
  }
  const text = (value ?? '').trim();
  if (options.required && text === '') problems.add(field, MerchandisingMessages.required(label));
  else if (text.length > options.max) problems.add(field, MerchandisingMessages.tooLong(label, options.max));
  return text;
}

/** A whole number from 0 that fits an integer column; `fallback` when the field is absent and optional. */
export function readWhole(
  input: Record<string, unknown>,
  field: string,
  label: string,
  problems: ProblemList,
  fallback?: number,
): number {
  const value = input[field];
  if ((value === undefined || value === null || value === '') && fallback !== undefined) return fallback;
  if (value === undefined || value === null || value === '') {
    problems.add(field, MerchandisingMessages.required(label));
    return 0;
  }
  if (!isWhole(value)) problems.add(field, MerchandisingMessages.wholeNumber(label));
  return Number(value);
}

export function isWhole(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= INT_MAX;
}

/** A percent from 0 to 100 in steps of 0.01 (a numeric(5,2) column); 0 when absent. */
export function readPercent(
  input: Record<string, unknown>,
  field: string,
  label: string,
  problems: ProblemList,
): number {
  const value = input[field];
  if (value === undefined || value === null || value === '') return 0;
  const ok =
    typeof value === 'number' && value >= 0 && value <= 100 && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
  if (!ok) problems.add(field, MerchandisingMessages.percent(label));
  return Number(value);
}

export function readChoice<T extends string>(
  input: Record<string, unknown>,
  field: string,
  label: string,
  choices: readonly T[],
  problems: ProblemList,
): T {
  const value = input[field];
  if (value === undefined || value === null || value === '') problems.add(field, MerchandisingMessages.required(label));
  else if (!(choices as readonly unknown[]).includes(value)) {
    problems.add(field, MerchandisingMessages.oneOf(label, choices));
  }
  return value as T;
}

export function readFlag(input: Record<string, unknown>, field: string, label: string, problems: ProblemList): boolean {
  const value = input[field];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') problems.add(field, MerchandisingMessages.yesOrNo(label));
  return value === true;
}

/** The longest image address a column holds (varchar(500)). */
export const IMAGE_ADDRESS_MAX = 500;

/**
 * An image the shop can show: a path on the shop itself (an upload under /media/, a bundled
 * asset) or a web address. Never a protocol-relative or script address.
 */
export function isImageAddress(value: unknown): value is string {
  return (
    typeof value === 'string' && value.length <= IMAGE_ADDRESS_MAX && /^(https?:\/\/[^\s/]+|\/(?!\/))\S*$/i.test(value)
  );
}

export function readImage(input: Record<string, unknown>, field: string, label: string, problems: ProblemList): string {
  const value = input[field];
  if (value === undefined || value === null || value === '') {
    problems.add(field, MerchandisingMessages.required(label));
    return '';
  }
  if (!isImageAddress(value)) problems.add(field, MerchandisingMessages.imageAddress);
  return String(value);
}

/** A list of positive whole ids (references to other rows); an absent list is empty. */
export function readIds(input: Record<string, unknown>, field: string, label: string, problems: ProblemList): number[] {
  const value = input[field];
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  if (!list.every((id) => isWhole(id) && id > 0)) problems.add(field, MerchandisingMessages.productIds(label));
  return list.map(Number);
}

/** A nested form-errors shape: a message, or a field's errors, or a list's entries' errors. */
export type NestedProblems = { [field: string]: string | NestedProblems | NestedProblems[] };

/**
 * The problems shaped like the form ('items.1.discount_value' under items[1]), as react-admin's
 * form-level validation takes them. A field with its own message keeps it over its entries'.
 */
export function nestedProblems(problems: FormProblems): NestedProblems {
  const nested: NestedProblems = {};
  for (const [path, message] of Object.entries(problems)) {
    const keys = path.split('.');
    let at: Record<string, unknown> = nested;
    for (const [index, key] of keys.entries()) {
      if (index === keys.length - 1) {
        at[key] ??= message;
      } else {
        if (typeof at[key] === 'string') break;
        at[key] ??= /^\d+$/.test(keys[index + 1] ?? '') ? [] : {};
        at = at[key] as Record<string, unknown>;
      }
    }
  }
  return nested;
}
