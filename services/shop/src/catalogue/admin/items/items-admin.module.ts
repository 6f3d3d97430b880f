import { Module } from '@nestjs/common';

import { AdminTablesModule } from '../admin-tables.module.js';
import { DeleteCharmHandler, SaveCharmHandler } from './charms/charm-commands.js';
import { CharmsAdminController } from './charms/charms-admin.controller.js';
import { DeleteGiftSetHandler, SaveGiftSetHandler } from './gift-sets/gift-set-commands.js';
import { GiftSetsAdminController } from './gift-sets/gift-sets-admin.controller.js';
import { SeedCharmsController, SeedGiftSetsController } from './seed-paths.controller.js';
import { StoreUploadHandler } from './uploads/store-upload.js';
import { UploadsController } from './uploads/uploads.controller.js';

/**
 * The console's charms, gift sets and image uploads under /api/admin (staff only), and the seed's
 * own admin paths for charms and gift sets (/api/charms/, /api/gift-sets/) beside them. Every write
 * tells the storefront's catalogue cache, in this process and the others (CatalogueChanges).
 */
@Module({
  imports: [AdminTablesModule],
  controllers: [
    CharmsAdminController,
    GiftSetsAdminController,
    UploadsController,
    SeedCharmsController,
    SeedGiftSetsController,
  ],
  providers: [SaveCharmHandler, DeleteCharmHandler, SaveGiftSetHandler, DeleteGiftSetHandler, StoreUploadHandler],
})
export class ItemsAdminModule {}
