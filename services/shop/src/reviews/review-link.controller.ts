import { Body, Controller, Get, HttpCode, Post, Query, UploadedFile, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';

import { ImageUpload } from '../platform/media/image-upload.js';
import type { UploadedImage } from '../platform/media/picture.js';
import { SubmitReview } from './commands/submit-review/command.js';
import { ReviewOrderDto, ReviewTokenDto, SubmitReviewDto } from './dto/review-link.dto.js';
import { GetReviewOrder } from './queries/get-review-order.js';
import { ValidateReviewLink } from './queries/validate-review-link.js';
import { ReviewLinkFirst } from './review-link-first.guard.js';

/**
 * The review form, JSON or multipart with one optional picture (`image`) and its fields: the
 * text (2,000 characters, up to 8 kB in UTF-8) and three id lists fit 16 kB a field.
 */
const ReviewImageUpload = () =>
  ImageUpload({
    field: 'image',
    fields: 20,
    fieldBytes: 16 * 1024,
    tooLarge: 'The image is too large: 5 MB at most',
    unreadable: 'The review form could not be read',
  });

/**
 * The review page's calls (order-side seed §7) under /api/review/, and under the seed's own
 * doubled /api/api/review/ too, so a link or client written to the seed's table works: no login,
 * the link's token is the key.
 */
@ApiTags('reviews')
@Controller(['review', 'api/review'])
export class ReviewLinkController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('validate')
  @ApiOperation({ summary: 'Whose review link this is: {user_id, order_id, review_token}; used: 410, unknown: 404' })
  validate(@Query() dto: ReviewTokenDto) {
    return this.queries.execute(new ValidateReviewLink(dto.token));
  }

  @Get('order')
  @ApiOperation({ summary: "The link's order for the review page; items empty once reviewed" })
  order(@Query() dto: ReviewOrderDto) {
    return this.queries.execute(new GetReviewOrder(dto.token, dto.order_id));
  }

  @Post('submit')
  @HttpCode(201)
  @UseGuards(ReviewLinkFirst)
  @ReviewImageUpload()
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiOperation({
    summary:
      "Review the link's order once (optional picture `image`, 5 MB); multipart needs ?token= (checked before the form is read); answers the review",
  })
  submit(@Query() link: ReviewTokenDto, @Body() dto: SubmitReviewDto, @UploadedFile() image?: UploadedImage) {
    return this.commands.execute(new SubmitReview({ ...dto, token: link.token ?? dto.token }, image));
  }
}
