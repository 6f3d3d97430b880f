import { Module } from '@nestjs/common';

import { AdminTablesModule } from '../admin-tables.module.js';
import { RemovePageBannerHandler, SetPageBannerHandler, UpdatePageBannerHandler } from './banners/banner-commands.js';
import { BannersAdminController } from './banners/banners-admin.controller.js';
import { CreateCampaignHandler, DeleteCampaignHandler, UpdateCampaignHandler } from './campaigns/campaign-commands.js';
import { CampaignsAdminController } from './campaigns/campaigns-admin.controller.js';
import { GalleryAdminController } from './gallery/gallery-admin.controller.js';
import {
  AddGalleryImageHandler,
  RemoveGalleryImageHandler,
  UpdateGalleryImageHandler,
} from './gallery/gallery-commands.js';
import { CreateProductHandler, DeleteProductHandler, UpdateProductHandler } from './products/product-commands.js';
import { ProductsAdminController } from './products/products-admin.controller.js';

/**
 * The console's products, discount campaigns, footer gallery and page banners under /api/admin
 * (staff only). Every write tells the storefront's catalogue cache, in this process and the others
 * (CatalogueChanges), so prices and content change at once.
 */
@Module({
  imports: [AdminTablesModule],
  controllers: [ProductsAdminController, CampaignsAdminController, GalleryAdminController, BannersAdminController],
  providers: [
    CreateProductHandler,
    UpdateProductHandler,
    DeleteProductHandler,
    CreateCampaignHandler,
    UpdateCampaignHandler,
    DeleteCampaignHandler,
    AddGalleryImageHandler,
    UpdateGalleryImageHandler,
    RemoveGalleryImageHandler,
    SetPageBannerHandler,
    UpdatePageBannerHandler,
    RemovePageBannerHandler,
  ],
})
export class MerchandisingAdminModule {}
