import { Module } from '@nestjs/common';

import { CatalogueChangesModule } from '../../catalogue/cache/catalogue-changes.js';
import { CatalogueWrites } from '../catalogue-writes.js';
import { DeleteCharmHandler, SaveCharmHandler } from './charms/charm-commands.js';
import { GetAdminCharmHandler, ListAdminCharmsHandler } from './charms/charm-queries.js';
import { CharmsAdminController } from './charms/charms-admin.controller.js';
import { DeleteGiftSetHandler, SaveGiftSetHandler } from './gift-sets/gift-set-commands.js';
import { GetAdminGiftSetHandler, ListAdminGiftSetsHandler } from './gift-sets/gift-set-queries.js';
import { GiftSetsAdminController } from './gift-sets/gift-sets-admin.controller.js';
import { StoreUploadHandler } from './uploads/store-upload.js';
import { UploadsController } from './uploads/uploads.controller.js';

/**
 * The console's charms, gift sets and image uploads under /api/admin (staff only). Every write
 * tells the storefront's catalogue cache, in this process and the others (CatalogueChanges).
 */
@Module({
  imports: [CatalogueChangesModule],
  controllers: [CharmsAdminController, GiftSetsAdminController, UploadsController],
  providers: [
    CatalogueWrites,
    ListAdminCharmsHandler,
    GetAdminCharmHandler,
    SaveCharmHandler,
    DeleteCharmHandler,
    ListAdminGiftSetsHandler,
    GetAdminGiftSetHandler,
    SaveGiftSetHandler,
    DeleteGiftSetHandler,
    StoreUploadHandler,
  ],
})
export class ItemsAdminModule {}
