import { Module } from '@nestjs/common';

import { CatalogueChangesModule } from './cache/catalogue-changes.js';
import { CatalogueTablesModule } from './catalogue-tables.module.js';
import { CharmsController } from './controllers/charms.controller.js';
import { GiftSetsController } from './controllers/gift-sets.controller.js';
import { ProductsController } from './controllers/products.controller.js';
import { SearchController } from './controllers/search.controller.js';
import { StorefrontContentController } from './controllers/storefront-content.controller.js';
import { GetCharmHandler } from './queries/get-charm.js';
import { GetGiftSetHandler } from './queries/get-gift-set.js';
import { GetProductHandler } from './queries/get-product.js';
import { ListCharmsHandler } from './queries/list-charms.js';
import { ListGiftSetsHandler } from './queries/list-gift-sets.js';
import { ListProductsHandler } from './queries/list-products.js';
import { SearchCatalogueHandler } from './queries/search-catalogue.js';
import { ListSitemapItemsHandler } from './queries/sitemap-items.js';
import {
  ListBannersHandler,
  ListCampaignsHandler,
  ListGalleryHandler,
  ListVideosHandler,
} from './queries/storefront-content.js';

/** What a visitor may browse: products, charms, gift sets, campaigns, banners, gallery, videos, search. */
@Module({
  imports: [CatalogueTablesModule, CatalogueChangesModule],
  controllers: [
    ProductsController,
    CharmsController,
    GiftSetsController,
    StorefrontContentController,
    SearchController,
  ],
  providers: [
    ListProductsHandler,
    GetProductHandler,
    ListCharmsHandler,
    GetCharmHandler,
    ListGiftSetsHandler,
    GetGiftSetHandler,
    ListCampaignsHandler,
    ListBannersHandler,
    ListGalleryHandler,
    ListVideosHandler,
    SearchCatalogueHandler,
    ListSitemapItemsHandler,
  ],
})
export class CatalogueModule {}
