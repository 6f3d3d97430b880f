import { ReviewMessages, type ReviewOrderItem, type ReviewOrderView } from '@kilau/domain';

import { api, query } from '../api/http';

/** The review link's order (README "Reviews by link"), as the service builds it. */
export type ReviewOrder = ReviewOrderView;

export const reviewApi = {
  order: (token: string, signal?: AbortSignal) =>
    api<ReviewOrder>(`/review/order/${query({ token })}`, { signal, failure: ReviewMessages.loadFailed }),
  /** The token goes in the address too: the shop checks it before it reads the form and its picture. */
  submit: (token: string, form: FormData) =>
    api<unknown>(`/review/submit/${query({ token })}`, {
      method: 'POST',
      body: form,
      failure: ReviewMessages.submitFailed,
    }),
};

/** What the submission names: the order's products, charms and gift sets, each once. */
export function reviewedIds(items: ReviewOrderItem[]) {
  const unique = (ids: Array<number | null>) => [...new Set(ids.filter((id): id is number => id !== null))];
  return {
    product_ids: unique(items.map((item) => item.product)),
    charm_ids: unique(items.flatMap((item) => item.charms.map((c) => c.charm))),
    gift_set_ids: unique(items.map((item) => item.gift_set)),
  };
}
