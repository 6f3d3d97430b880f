import { PRODUCT_CATEGORIES, PRODUCT_LABELS } from '@kilau/domain';

const titled = (key: string) =>
  key
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** The product vocabulary of libs/domain as select choices ("rose_gold" -> "Rose Gold"). */
export const CATEGORY_CHOICES = PRODUCT_CATEGORIES.map((id) => ({ id, name: titled(id) }));
export const LABEL_CHOICES = PRODUCT_LABELS.map((id) => ({ id, name: titled(id) }));
