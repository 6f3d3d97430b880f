import { type BannerPage, type GiftSetList, inGiftSetList, ListingMessages, newestFirst } from '@kilau/domain';

import { catalogue } from '../api/catalogue';
import { useMessage } from '../i18n/useLanguage';
import { useAsync } from '../ui/useAsync';
import { giftSetEntry, type ListingEntry } from './entries';
import { ListingPage } from './ListingPage';

interface ListSettings {
  banner: BannerPage;
  headline: string;
  forWhom: 'Us' | 'Him' | 'Her';
}

/** The seed shows the monthly specials with the For Her count text; we read it as that (seed §2). */
const LISTS: Record<GiftSetList, ListSettings> = {
  'for-us': { banner: 'for_us', headline: 'Perfectly Paired For Us', forWhom: 'Us' },
  'for-him': { banner: 'for_him', headline: 'Effortless Elegance, Perfectly Paired For Him', forWhom: 'Him' },
  'for-her': { banner: 'for_her', headline: 'Effortless Elegance, Perfectly Paired For Her', forWhom: 'Her' },
  'monthly-specials': {
    banner: 'monthly_special',
    headline: 'Wear Your Story, Close to Your Heart With Our Monthly Specials',
    forWhom: 'Her',
  },
};

async function loadList(list: GiftSetList): Promise<ListingEntry[]> {
  const giftSets = await catalogue.giftSets();
  return newestFirst(giftSets.filter((giftSet) => inGiftSetList(giftSet, list)).map(giftSetEntry));
}

/** /for-her, /for-him, /for-us, /monthly-specials (storefront seed §2). */
export default function GiftSetListPage({ list }: { list: string }) {
  const m = useMessage();
  const name = (list in LISTS ? list : 'for-her') as GiftSetList;
  const settings = LISTS[name];
  const state = useAsync(() => loadList(name), [name]);
  return (
    <ListingPage
      banner={settings.banner}
      headline={settings.headline}
      listingKey={name}
      state={state}
      countText={(count) => ListingMessages.giftSetCount(count, settings.forWhom)}
      emptyText={m(ListingMessages.comingSoon)}
    />
  );
}
