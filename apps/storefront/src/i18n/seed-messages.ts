import {
  AuthMessages,
  CartMessages,
  CatalogueMessages,
  CheckoutMessages,
  HomeMessages,
  ListingMessages,
  MyOrdersMessages,
  NewsletterMessages,
  OrderMessages,
  ReviewMessages,
  StockMessages,
} from '@kilau/domain';

/** The domain's message catalogues the storefront shows, by name, in their English (the seed's) wording. */
export const seedMessagesEn = {
  AuthMessages,
  HomeMessages,
  NewsletterMessages,
  CatalogueMessages,
  CartMessages,
  ListingMessages,
  StockMessages,
  CheckoutMessages,
  OrderMessages,
  ReviewMessages,
  MyOrdersMessages,
};
