import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';

/** `?token=` of a review link; its absence is answered by the seed's own message, not here. */
export class ReviewTokenDto {
  @ApiPropertyOptional({ description: 'The token of the e-mailed review link' })
  @IsOptional()
  @IsString({ message: 'token must be text' })
  token?: string;
}

export class ReviewOrderDto extends ReviewTokenDto {
  @ApiPropertyOptional({ description: "The link's order (from validate); another order's id is not found" })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'order_id must be a whole number' })
  @Min(1, { message: 'order_id must be at least 1' })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'order_id is not a known id' })
  order_id?: number;
}

const ids = (what: string) =>
  ApiPropertyOptional({
    type: [Number],
    description: `Ids of the order's ${what} the review is about; every list empty: all the order's items`,
  });

/**
 * POST /api/review/submit/, JSON or multipart (order-side seed §3 'Review submission'). Values
 * are read as sent (multipart sends text, lists as repeated fields or one text) and judged by
 * `readSubmission`, which answers the seed's message for what is missing.
 */
export class SubmitReviewDto {
  @ApiProperty({ description: 'The token of the e-mailed review link' })
  @Allow()
  token?: unknown;

  @ApiProperty({ minimum: 1, maximum: 5, description: 'Stars, a whole number' })
  @Allow()
  rating?: unknown;

  @ApiProperty({ maxLength: 2000, description: 'Not blank once trimmed' })
  @Allow()
  review_text?: unknown;

  @ids('products')
  @Allow()
  product_ids?: unknown;

  @ids('charms')
  @Allow()
  charm_ids?: unknown;

  @ids('gift sets')
  @Allow()
  gift_set_ids?: unknown;
}
