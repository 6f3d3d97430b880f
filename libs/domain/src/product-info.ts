import { FREE_RETURN_DAYS } from './shop-policies.js';

/**
 * What a detail page says about a piece beyond its own record: the shop's info statements
 * (storefront seed §1, "Product info states") for the FAQ accordion, and the readings of a
 * record's fields the pages show.
 */
export interface InfoStatement {
  question: string;
  answer: string;
}

/** The FAQ accordion of the product detail page: the five statements of seed §1 (questions ours). */
export const PRODUCT_INFO_FAQ: readonly InfoStatement[] = [
  {
    question: 'Is it waterproof?',
    answer: 'Yes. Our jewellery is waterproof and sweatproof titanium.',
  },
  {
    question: 'How much is delivery?',
    answer: 'Free delivery nationwide, with no minimum purchase.',
  },
  {
    question: 'How long does processing take?',
    answer: 'Orders are processed in 1-2 working days.',
  },
  {
    question: 'Is the colour guaranteed?',
    answer: 'Every piece comes with a 3-month colour warranty.',
  },
  {
    question: 'Can I return it?',
    // the free step of the shop's return policy (see shop-policies.ts); the refund page has both steps
    answer: `Free refund or return within ${FREE_RETURN_DAYS} days of receipt.`,
  },
];

/** A multi-line `details` text as list lines: each line trimmed, a leading bullet dropped, blanks left out. */
export function detailLines(details: string | null | undefined): string[] {
  return (details ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/^[-•*]\s*/, ''))
    .filter((line) => line.length > 0);
}

const GIFT_SET_LABEL_NAMES: Record<string, string> = {
  forus: 'For Us',
  forhim: 'For Him',
  forher: 'For Her',
  monthlyspecial: 'Monthly Special',
};

/** A gift set's label badge text (labels compare case-insensitively); no badge for none or an unknown one. */
export function giftSetLabelName(label: string | null | undefined): string | undefined {
  return GIFT_SET_LABEL_NAMES[(label ?? '').trim().toLowerCase()];
}

/** A catalogue category as a shopper reads it ('birth_flower' → 'Birth Flower', 'jewel_set' → 'Jewel Set'). */
export function categoryName(category: string | null | undefined): string {
  return (category ?? '')
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** A catalogue date as the detail pages show it: '26 April 2026', on the shop's clock (WIB); '' when unreadable. */
export function catalogueDate(value: string | null | undefined): string {
  const at = value ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime())) return '';
  return at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' });
}
