import { useState } from 'react';

import {
  type ListingFilters,
  ListingMessages,
  type MaterialFilter,
  NO_FILTERS,
  type PriceOrder,
  type ProductFilter,
  toggleChoice,
} from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';
import { Dialog } from '../ui/Dialog';
import { FilterChoices } from './FilterChoices';

const MATERIAL_NAMES: Record<MaterialFilter, string> = {
  gold: ListingMessages.gold,
  silver: ListingMessages.silver,
  rose_gold: ListingMessages.roseGold,
};
const PRODUCT_NAMES: Record<ProductFilter, string> = {
  best_seller: ListingMessages.bestSeller,
  new_arrival: ListingMessages.newArrival,
  newest: ListingMessages.newest,
  oldest: ListingMessages.oldest,
};
const PRICE_NAMES: Record<PriceOrder, string> = {
  low_to_high: ListingMessages.lowToHigh,
  high_to_low: ListingMessages.highToLow,
};

interface FilterDialogProps {
  open: boolean;
  materials: readonly MaterialFilter[];
  applied: ListingFilters;
  /** Done and Reset both apply and return the listing to page 1 (seed §4). */
  onApply: (filters: ListingFilters, close: boolean) => void;
  onClose: () => void;
}

/** The Filters dialog (storefront seed §4): Material, Product (combinable), Price (one choice). */
export function FilterDialog({ open, materials, applied, onApply, onClose }: FilterDialogProps) {
  const m = useMessage();
  const [draft, setDraft] = useState(applied);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(applied); // each opening starts from what is applied
  }
  const reset = () => {
    setDraft(NO_FILTERS);
    onApply(NO_FILTERS, false);
  };
  return (
    <Dialog
      open={open}
      title={m(ListingMessages.filters)}
      onClose={onClose}
      className="listing__filters"
      actions={[
        { label: ListingMessages.reset, onClick: reset },
        { label: ListingMessages.done, onClick: () => onApply(draft, true), primary: true },
      ]}
    >
      <FilterChoices
        legend={m(ListingMessages.material)}
        choices={materials}
        names={MATERIAL_NAMES}
        isChecked={(material) => draft.materials.includes(material)}
        onToggle={(material) => setDraft({ ...draft, materials: toggleChoice(draft.materials, material) })}
      />
      <FilterChoices
        legend={m(ListingMessages.product)}
        choices={Object.keys(PRODUCT_NAMES) as ProductFilter[]}
        names={PRODUCT_NAMES}
        isChecked={(pick) => draft.picks.includes(pick)}
        onToggle={(pick) => setDraft({ ...draft, picks: toggleChoice(draft.picks, pick) })}
      />
      <FilterChoices
        legend={m(ListingMessages.price)}
        choices={Object.keys(PRICE_NAMES) as PriceOrder[]}
        names={PRICE_NAMES}
        isChecked={(order) => draft.price === order}
        onToggle={(order) => setDraft({ ...draft, price: draft.price === order ? null : order })}
      />
    </Dialog>
  );
}
