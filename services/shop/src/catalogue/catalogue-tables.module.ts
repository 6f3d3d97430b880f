import { Module } from '@nestjs/common';

import { ShopPartsModule } from '../platform/parts/shop-parts.module.js';
import { catalogueParts } from './catalogue.parts.js';

/**
 * The catalogue's tables, registered with the platform, and nothing that runs: imported by every
 * module that maps them (the storefront's catalogue, the console's, reviews), so a process that
 * has none of the catalogue's pages (the worker) still maps what a review names.
 */
@Module({ imports: [ShopPartsModule.forFeature(catalogueParts)] })
export class CatalogueTablesModule {}
