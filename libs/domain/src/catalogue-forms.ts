/**
 * The console's charm and gift-set forms (order-side seed §2, §3, §5): their options, required
 * fields, numeric rules and messages, checked alike by the console's forms and by the service
 * before it writes. The seed words none of the refusals; every message here is ours.
 */
import { ADMIN_PAGER_WINDOW } from './admin-order-table.js';
import { CHARM_CATEGORIES, GIFT_SET_LABELS, isOneOf } from './catalogue.js';
import { WEIGHT_GRAMS_RULE } from './parcel-weight.js';
import { categoryName, giftSetLabelName } from './product-info.js';

export interface FormOption {
  id: string;
  name: string;
}

/** 'No Label': the seed sends the empty label as an empty string and reads it as none. */
export const NO_LABEL = '';
export const NO_LABEL_NAME = 'No Label';

/** The charm labels the form offers (seed §3: gold, silver, rose_gold, none). */
export const CHARM_FORM_LABELS = ['gold', 'silver', 'rose_gold'] as const;

/**
 * A charm without a label is stored as 'other', the group the charms page shows as Others: the
 * charms table has no empty label. The console reads it back as No Label.
 */
export const UNLABELLED_CHARM = 'other';

export const CHARM_LABEL_OPTIONS: readonly FormOption[] = [
  { id: NO_LABEL, name: NO_LABEL_NAME },
  ...CHARM_FORM_LABELS.map((id) => ({ id, name: categoryName(id) })),
];

export const GIFT_SET_LABEL_OPTIONS: readonly FormOption[] = [
  { id: NO_LABEL, name: NO_LABEL_NAME },
  ...GIFT_SET_LABELS.map((id) => ({ id, name: giftSetLabelName(id) ?? id })),
];

export const CHARM_CATEGORY_OPTIONS: readonly FormOption[] = CHARM_CATEGORIES.map((id) => ({
  id,
  name: categoryName(id),
}));

/** A label's name in the tables: 'Rose Gold', 'For Her', 'No Label'. */
export function itemLabelName(options: readonly FormOption[], label: string | null | undefined): string {
  return options.find((option) => option.id === (label ?? NO_LABEL))?.name ?? String(label);
}

export const charmLabelToStored = (label: string): string => (label === NO_LABEL ? UNLABELLED_CHARM : label);
export const charmLabelFromStored = (label: string): string => (label === UNLABELLED_CHARM ? NO_LABEL : label);

/**
 * A number field's rule. Steps follow the columns the storefront reads: rupiah are whole (prices
 * are integers and Midtrans takes no cents), ratings keep one decimal, discounts two (the seed's
 * 0.01). A finer value is refused rather than rounded behind the staff's back.
 */
export interface NumberRule {
  min: number;
  max?: number;
  step: number;
}

export const NAME_MAX_LENGTH = 200;
export const IMAGE_URL_MAX_LENGTH = 500;

export const ITEM_NUMBER_RULES = {
  price: { min: 0, step: 1 },
  stock: { min: 0, step: 1 },
  sold_stok: { min: 0, step: 1 },
  rating: { min: 0, max: 5, step: 0.1 },
  discount: { min: 0, max: 100, step: 0.01 },
  /** Grams, what the parcel weight for J&T is summed from (parcel-weight.ts). */
  weight_grams: WEIGHT_GRAMS_RULE,
} as const satisfies Record<string, NumberRule>;

export type ItemNumberField = keyof typeof ITEM_NUMBER_RULES;

/** Field names as the forms show them, for the messages. */
export const ITEM_FIELD_NAMES: Record<string, string> = {
  name: 'Name',
  category: 'Category',
  label: 'Label',
  price: 'Price',
  stock: 'Stock',
  sold_stok: 'Sold stock',
  rating: 'Rating',
  discount: 'Discount',
  weight_grams: 'Weight (g)',
  description: 'Description',
  image: 'Image',
  is_monthly_special: 'Monthly Special',
  products: 'Products',
};

const field = (name: string) => ITEM_FIELD_NAMES[name] ?? name;

export const CatalogueFormMessages = {
  required: (name: string) => `${field(name)} is required`,
  notNumber: (name: string) => `${field(name)} must be a number`,
  atLeast: (name: string, min: number) => `${field(name)} must be at least ${min}`,
  atMost: (name: string, max: number) => `${field(name)} must be at most ${max}`,
  step: (name: string, step: number) =>
    step === 1 ? `${field(name)} must be a whole number` : `${field(name)} must be a multiple of ${step}`,
  wholeRupiah: 'Price must be whole rupiah (no cents)',
  tooLong: (name: string, max: number) => `${field(name)} must be at most ${max} characters`,
  notText: (name: string) => `${field(name)} must be text`,
  category: `Category must be one of: ${CHARM_CATEGORIES.join(', ')}`,
  label: (options: readonly FormOption[]) =>
    `Label must be one of: ${options.map((option) => (option.id === NO_LABEL ? `'' (${NO_LABEL_NAME})` : option.id)).join(', ')}`,
  monthlySpecial: 'Monthly Special must be true or false',
  productIds: 'Products must be a list of product ids',
  unknownProducts: (ids: readonly number[]) =>
    `${ids.length === 1 ? 'This product does not' : 'These products do not'} exist: ${ids.map((id) => `#${id}`).join(', ')}`,
  imageUrl: 'Image must be an uploaded image URL (/media/...) or an http(s) address',
  saveFailed: 'The item could not be saved',
} as const;

/** Field name to its first problem; empty when the form may be saved (react-admin's form-level shape). */
export type FormErrors = Record<string, string>;

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A form number: a number, or numeric text as a multipart form sends it; undefined when blank. */
export function formNumber(value: unknown): number | undefined {
  if (blank(value)) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return Number(value.trim());
  return Number.NaN;
}

const onStep = (value: number, step: number) => Math.abs(Math.round(value / step) * step - value) < 1e-9;

function numberProblem(name: ItemNumberField, value: unknown, required: boolean): string | undefined {
  const number = formNumber(value);
  if (number === undefined) return required ? CatalogueFormMessages.required(name) : undefined;
  if (!Number.isFinite(number)) return CatalogueFormMessages.notNumber(name);
  const rule: NumberRule = ITEM_NUMBER_RULES[name];
  if (number < rule.min) return CatalogueFormMessages.atLeast(name, rule.min);
  if (rule.max !== undefined && number > rule.max) return CatalogueFormMessages.atMost(name, rule.max);
  if (!onStep(number, rule.step)) {
    return name === 'price' ? CatalogueFormMessages.wholeRupiah : CatalogueFormMessages.step(name, rule.step);
  }
  return undefined;
}

function textProblem(name: string, value: unknown, required: boolean, max?: number): string | undefined {
  if (blank(value)) return required ? CatalogueFormMessages.required(name) : undefined;
  if (typeof value !== 'string') return CatalogueFormMessages.notText(name);
  if (max !== undefined && value.trim().length > max) return CatalogueFormMessages.tooLong(name, max);
  return undefined;
}

/**
 * An item's weight in grams: optional (left out, the item weighs its kind's default,
 * DEFAULT_WEIGHT_GRAMS), otherwise whole grams from 1 g to 30 kg.
 */
export function weightProblem(value: unknown): string | undefined {
  return numberProblem('weight_grams', value, false);
}

/** An image is a path the shop serves (/media/...) or a web address; '' is none. */
function imageProblem(value: unknown): string | undefined {
  if (blank(value)) return undefined;
  if (typeof value !== 'string') return CatalogueFormMessages.imageUrl;
  if (value.length > IMAGE_URL_MAX_LENGTH) return CatalogueFormMessages.tooLong('image', IMAGE_URL_MAX_LENGTH);
  return /^(\/media\/|https?:\/\/)\S+$/.test(value) ? undefined : CatalogueFormMessages.imageUrl;
}

/** The label is required, and 'No Label' ('') is one of its values; a missing label is not. */
function labelProblem(value: unknown, options: readonly FormOption[]): string | undefined {
  if (value === undefined || value === null) return CatalogueFormMessages.required('label');
  return options.some((option) => option.id === value) ? undefined : CatalogueFormMessages.label(options);
}

function collect(problems: Record<string, string | undefined>): FormErrors {
  return Object.fromEntries(Object.entries(problems).filter((entry): entry is [string, string] => !!entry[1]));
}

/** Seed §5 'Charm form': name, category, label, price and stock required; the rest optional. */
export function checkCharmForm(values: Record<string, unknown>): FormErrors {
  return collect({
    name: textProblem('name', values.name, true, NAME_MAX_LENGTH),
    category: blank(values.category)
      ? CatalogueFormMessages.required('category')
      : isOneOf(CHARM_CATEGORIES, values.category)
        ? undefined
        : CatalogueFormMessages.category,
    label: labelProblem(values.label, CHARM_LABEL_OPTIONS),
    price: numberProblem('price', values.price, true),
    stock: numberProblem('stock', values.stock, true),
    rating: numberProblem('rating', values.rating, false),
    discount: numberProblem('discount', values.discount, false),
    sold_stok: numberProblem('sold_stok', values.sold_stok, false),
    weight_grams: weightProblem(values.weight_grams),
    description: textProblem('description', values.description, false),
    image: imageProblem(values.image),
  });
}

/** A list of product ids as the form sends it; undefined when it is not one. */
export function productIds(value: unknown): number[] | undefined {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return undefined;
  const ids = value.map((id) => formNumber(id));
  return ids.every((id) => id !== undefined && Number.isSafeInteger(id) && id > 0) ? (ids as number[]) : undefined;
}

/**
 * Seed §5 'Gift set form': name, label, price and stock required; discount, sold stock, the
 * monthly-special box, products, description and image optional. Whether the products exist is
 * the service's to say.
 */
export function checkGiftSetForm(values: Record<string, unknown>): FormErrors {
  const special = values.is_monthly_special;
  return collect({
    name: textProblem('name', values.name, true, NAME_MAX_LENGTH),
    label: labelProblem(values.label, GIFT_SET_LABEL_OPTIONS),
    price: numberProblem('price', values.price, true),
    stock: numberProblem('stock', values.stock, true),
    discount: numberProblem('discount', values.discount, false),
    sold_stok: numberProblem('sold_stok', values.sold_stok, false),
    is_monthly_special:
      special === undefined || special === null || typeof special === 'boolean'
        ? undefined
        : CatalogueFormMessages.monthlySpecial,
    products: productIds(values.products) ? undefined : CatalogueFormMessages.productIds,
    weight_grams: weightProblem(values.weight_grams),
    description: textProblem('description', values.description, false),
    image: imageProblem(values.image),
  });
}

/** A charm as the console's REST API answers and takes it (seed §3 'Charm', createdAt as ISO text). */
export interface CharmRecord {
  id: number;
  name: string;
  category: string;
  /** '' is No Label. */
  label: string;
  price: number;
  stock: number;
  rating: number;
  discount: number;
  sold_stok: number;
  description: string;
  /** The picture's URL; '' when none. */
  image: string;
  /** One charm in grams. */
  weight_grams: number;
  createdAt: string;
}

/** A gift set as the console's REST API answers and takes it (seed §3 'Gift set'). */
export interface GiftSetRecord {
  id: number;
  name: string;
  label: string;
  price: number;
  stock: number;
  discount: number;
  sold_stok: number;
  is_monthly_special: boolean;
  description: string;
  image: string;
  /** Product ids, shown by name. */
  products: number[];
  /** The boxed set in grams. */
  weight_grams: number;
  createdAt: string;
}

/** The console's image uploads (POST /api/admin/uploads): pictures by their bytes, 5 MB at most. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const UploadMessages = {
  fileRequired: "Please choose an image file to upload (form field 'file')",
  notAnImage: 'The file must be a picture: JPEG, PNG, WebP or GIF',
  tooLarge: 'The image is too large: 5 MB at most',
  unreadable: 'The upload could not be read',
} as const;

/**
 * The page numbers the console's catalogue pager shows (seed §2, §9: a window of 5): centred on
 * the current page where it can be, shifted at either end so it always shows 5 when there are.
 */
export function pagerWindow(page: number, pages: number, size = ADMIN_PAGER_WINDOW): number[] {
  if (pages < 1) return [];
  const current = Math.min(Math.max(1, page), pages);
  const first = Math.max(1, Math.min(current - Math.floor(size / 2), pages - size + 1));
  const last = Math.min(pages, first + size - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
