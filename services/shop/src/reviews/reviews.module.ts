import { Module } from '@nestjs/common';

import { CatalogueTablesModule } from '../catalogue/catalogue-tables.module.js';
import { ShopPartsModule } from '../platform/parts/shop-parts.module.js';
import { SendReviewLinkHandler } from './commands/send-review-link/handler.js';
import { SubmitReviewHandler } from './commands/submit-review/handler.js';
import { GetReviewOrderHandler } from './queries/get-review-order.js';
import { ListReviewsHandler } from './queries/list-reviews.js';
import { ValidateReviewLinkHandler } from './queries/validate-review-link.js';
import { ReviewImages } from './review-images.js';
import { ReviewLinkController } from './review-link.controller.js';
import { ReviewsController } from './reviews.controller.js';
import { reviewsParts } from './reviews.parts.js';

/**
 * Customer reviews: the storefront's list, and reviewing a finished order by its e-mailed link
 * (the link and its mail are made by the worker's `review-link` job).
 */
@Module({
  // a review names the catalogue's products, charms and gift sets: TypeORM maps their tables too
  imports: [ShopPartsModule.forFeature(reviewsParts), CatalogueTablesModule],
  controllers: [ReviewsController, ReviewLinkController],
  providers: [
    ListReviewsHandler,
    SendReviewLinkHandler,
    ValidateReviewLinkHandler,
    GetReviewOrderHandler,
    SubmitReviewHandler,
    ReviewImages,
  ],
})
export class ReviewsModule {}
