import { PRODUCT_CATEGORIES, PRODUCT_LABELS, type ProductCategory, type ProductLabel } from './catalogue.js';
import { formNumber, weightProblem } from './catalogue-forms.js';
import {
  type Checked,
  IMAGE_ADDRESS_MAX,
  isImageAddress,
  MerchandisingMessages,
  ProblemList,
  readChoice,
  readFlag,
  readIds,
  readPercent,
  readText,
  readWhole,
} from './merchandising-form.js';
import { DEFAULT_WEIGHT_GRAMS } from './parcel-weight.js';

/**
 * A product as the console saves it (storefront seed §3 'Product'). `images` are the pictures'
 * addresses in gallery order; `charms` means the product accepts charms (a charm-builder base);
 * `jewel_set_products` are a jewel set's member products. Rating comes from reviews and is not
 * edited here; neither are the charms suggested with a base.
 */
export interface ProductDraft {
  name: string;
  category: ProductCategory;
  label: ProductLabel;
  price: number;
  discount: number;
  stock: number;
  sold_stok: number;
  description: string;
  details: string;
  images: string[];
  charms: boolean;
  is_charm_spreadable: boolean;
  is_charm_max3: boolean;
  is_charm_max5: boolean;
  jewel_set_products: number[];
  /** One piece in grams (parcel-weight.ts); a kilo when left out. */
  weight_grams: number;
}

/** The schema's text limits for a product. */
export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_TEXT_MAX = 10_000;

/**
 * Reads a product form. Required, like the charm form (order-side seed §5): name, category, label,
 * price, stock; the rest is optional. Whole rupiah and whole units, a discount percent in steps of
 * 0.01. Only a jewel set lists member products, never itself (`self`, when editing).
 */
export function readProductDraft(input: Record<string, unknown>, self?: number): Checked<ProductDraft> {
  const problems = new ProblemList();
  const draft: ProductDraft = {
    name: readText(input, 'name', 'Name', problems, { required: true, max: PRODUCT_NAME_MAX }),
    category: readChoice(input, 'category', 'Category', PRODUCT_CATEGORIES, problems),
    label: readChoice(input, 'label', 'Label', PRODUCT_LABELS, problems),
    price: readWhole(input, 'price', 'Price', problems),
    discount: readPercent(input, 'discount', 'Discount', problems),
    stock: readWhole(input, 'stock', 'Stock', problems),
    sold_stok: readWhole(input, 'sold_stok', 'Sold stock', problems, 0),
    description: readText(input, 'description', 'Description', problems, { max: PRODUCT_TEXT_MAX }),
    details: readText(input, 'details', 'Details', problems, { max: PRODUCT_TEXT_MAX }),
    images: readImages(input, problems),
    charms: readFlag(input, 'charms', 'Accepts charms', problems),
    is_charm_spreadable: readFlag(input, 'is_charm_spreadable', 'Charm spreadable', problems),
    is_charm_max3: readFlag(input, 'is_charm_max3', 'Max 3 charms', problems),
    is_charm_max5: readFlag(input, 'is_charm_max5', 'Max 5 charms', problems),
    jewel_set_products: readIds(input, 'jewel_set_products', 'Jewel set products', problems),
    weight_grams: readWeight(input, problems),
  };
  if (draft.is_charm_max3 && draft.is_charm_max5) problems.add('is_charm_max5', MerchandisingMessages.charmLimitBoth);
  checkMembers(draft, self, problems);
  return problems.result(draft);
}

function readWeight(input: Record<string, unknown>, problems: ProblemList): number {
  const problem = weightProblem(input.weight_grams);
  if (problem) problems.add('weight_grams', problem);
  return formNumber(input.weight_grams) ?? DEFAULT_WEIGHT_GRAMS.product;
}

function readImages(input: Record<string, unknown>, problems: ProblemList): string[] {
  const value = input.images;
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  if (!list.every(isImageAddress)) problems.add('images', MerchandisingMessages.imageAddress);
  return list.map(String).filter((address) => address.length <= IMAGE_ADDRESS_MAX);
}

function checkMembers(draft: ProductDraft, self: number | undefined, problems: ProblemList): void {
  const members = draft.jewel_set_products;
  if (members.length === 0 || problems.has('jewel_set_products')) return;
  if (draft.category !== 'jewel_set') problems.add('jewel_set_products', MerchandisingMessages.jewelSetOnly);
  else if (self !== undefined && members.includes(self)) {
    problems.add('jewel_set_products', MerchandisingMessages.jewelSetSelf);
  } else if (new Set(members).size !== members.length) {
    problems.add('jewel_set_products', MerchandisingMessages.memberTwice);
  }
}
