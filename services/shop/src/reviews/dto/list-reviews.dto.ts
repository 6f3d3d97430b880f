import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

const id = (name: string) => [
  IsOptional(),
  Type(() => Number),
  IsInt({ message: `${name} must be a whole number` }),
  Min(1, { message: `${name} must be at least 1` }),
  Max(2_147_483_647, { message: `${name} is not a known id` }),
];

const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

export class ListReviewsDto {
  @ApiPropertyOptional({ description: 'Only reviews of this product' })
  @apply(id('product'))
  product?: number;

  @ApiPropertyOptional({ description: 'Only reviews of this charm' })
  @apply(id('charm'))
  charm?: number;

  @ApiPropertyOptional({ description: 'Only reviews of this gift set' })
  @apply(id('gift_set'))
  gift_set?: number;
}
