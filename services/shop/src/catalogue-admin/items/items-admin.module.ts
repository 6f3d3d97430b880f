import { Module } from '@nestjs/common';

import { CatalogueCacheModule } from '../../catalogue/cache/catalogue-cache.js';
import { CatalogueCacheReset } from './catalogue-cache-reset.js';
import { DeleteCharmHandler, SaveCharmHandler } from './charms/charm-commands.js';
import { GetAdminCharmHandler, ListAdminCharmsHandler } from './charms/charm-queries.js';
import { CharmsAdminController } from './charms/charms-admin.controller.js';
import { DeleteGiftSetHandler, SaveGiftSetHandler } from './gift-sets/gift-set-commands.js';
import { GetAdminGiftSetHandler, ListAdminGiftSetsHandler } from './gift-sets/gift-set-queries.js';
import { GiftSetsAdminController } from './gift-sets/gift-sets-admin.controller.js';
import { StoreUploadHandler } from './uploads/store-upload.js';
import { UploadsController } from './uploads/uploads.controller.js';

/**
 * The console's charms, gift sets and image uploads under /api/admin (staff only). It shares the
 * catalogue's cache module (one instance) so every write empties what the storefront reads.
 */
@Module({
  imports: [CatalogueCacheModule],
  controllers: [CharmsAdminController, GiftSetsAdminController, UploadsController],
  providers: [
    CatalogueCacheReset,
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
