import { Module } from '@nestjs/common';

import { ListReviewsHandler } from './queries/list-reviews.js';
import { ReviewsController } from './reviews.controller.js';

/** Customer reviews. Reviewing an order by its e-mailed link arrives with the ordering side. */
@Module({
  controllers: [ReviewsController],
  providers: [ListReviewsHandler],
})
export class ReviewsModule {}
