import { Module } from '@nestjs/common';

import { CatalogueChangesModule } from '../../catalogue/cache/catalogue-changes.js';
import { CatalogueWrites } from '../catalogue-writes.js';
import { RemovePageBannerHandler, SetPageBannerHandler, UpdatePageBannerHandler } from './banners/banner-commands.js';
import { GetAdminBannerHandler, ListAdminBannersHandler } from './banners/banner-queries.js';
import { BannersAdminController } from './banners/banners-admin.controller.js';
import { CreateCampaignHandler, DeleteCampaignHandler, UpdateCampaignHandler } from './campaigns/campaign-commands.js';
import { GetAdminCampaignHandler, ListAdminCampaignsHandler } from './campaigns/campaign-queries.js';
import { CampaignsAdminController } from './campaigns/campaigns-admin.controller.js';
import { GalleryAdminController } from './gallery/gallery-admin.controller.js';
import {
  AddGalleryImageHandler,
  RemoveGalleryImageHandler,
  UpdateGalleryImageHandler,
} from './gallery/gallery-commands.js';
import { GetAdminGalleryImageHandler, ListAdminGalleryHandler } from './gallery/gallery-queries.js';
import { CreateProductHandler, DeleteProductHandler, UpdateProductHandler } from './products/product-commands.js';
import { GetAdminProductHandler, ListAdminProductsHandler } from './products/product-queries.js';
import { ProductsAdminController } from './products/products-admin.controller.js';

/**
 * The console's products, discount campaigns, footer gallery and page banners under /api/admin
 * (staff only). Every write tells the storefront's catalogue cache, in this process and the others
 * (CatalogueChanges), so prices and content change at once.
 */
@Module({
  imports: [CatalogueChangesModule],
  controllers: [ProductsAdminController, CampaignsAdminController, GalleryAdminController, BannersAdminController],
  providers: [
    CatalogueWrites,
    ListAdminProductsHandler,
    GetAdminProductHandler,
    CreateProductHandler,
    UpdateProductHandler,
    DeleteProductHandler,
    ListAdminCampaignsHandler,
    GetAdminCampaignHandler,
    CreateCampaignHandler,
    UpdateCampaignHandler,
    DeleteCampaignHandler,
    ListAdminGalleryHandler,
    GetAdminGalleryImageHandler,
    AddGalleryImageHandler,
    UpdateGalleryImageHandler,
    RemoveGalleryImageHandler,
    ListAdminBannersHandler,
    GetAdminBannerHandler,
    SetPageBannerHandler,
    UpdatePageBannerHandler,
    RemovePageBannerHandler,
  ],
})
export class MerchandisingAdminModule {}
