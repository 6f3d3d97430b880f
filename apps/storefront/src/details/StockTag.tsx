import { StockMessages, stockState } from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';

/** SOLD OUT or LOW STOCK beside a detail page's name (storefront seed §4); nothing when plentiful. */
export function StockTag({ stock }: { stock: number }) {
  const m = useMessage();
  const state = stockState(stock);
  if (state === 'sold_out') return <span className="tag tag--sold">{m(StockMessages.soldOutTag)}</span>;
  if (state === 'low_stock') return <span className="tag tag--low">{m(StockMessages.lowStockTag)}</span>;
  return null;
}
