import { Module } from '@nestjs/common';

import { ShopPartsModule } from '../platform/parts/shop-parts.module.js';
import { adminParts } from './admin.parts.js';

/**
 * The back office's read model (`admin_orders`) alone: every process keeps every read model, and
 * the worker needs this one without the console's controllers and handlers.
 */
@Module({ imports: [ShopPartsModule.forFeature(adminParts)] })
export class AdminReadModelsModule {}
