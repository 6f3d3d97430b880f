import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

import { IdParam } from '../platform/http/id-param.js';
import { ListReviewsDto } from './dto/list-reviews.dto.js';
import { ListReviewsQuery, type ReviewView } from './queries/list-reviews.js';

@ApiTags('reviews')
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Reviews, best first then oldest first; filter by product, charm or gift_set' })
  list(@Query() dto: ListReviewsDto) {
    return this.queries.execute(
      new ListReviewsQuery({ product: dto.product, charm: dto.charm, giftSet: dto.gift_set }),
    );
  }

  @Get(':id')
  async get(@Param('id', new IdParam('Review not found')) id: number): Promise<ReviewView> {
    const [review] = await this.queries.execute<ListReviewsQuery, ReviewView[]>(new ListReviewsQuery({ id }));
    return review!;
  }
}
