import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

import { MAX_CHARMS_PER_PIECE } from '@kilau/domain';

import { MAX_LINE_QUANTITY } from '../line-rules.js';

const ID_MAX = 2_147_483_647;

/**
 * The storefront's add payload: {product?, gift_set?, charms[], quantity, message}. Types and
 * sizes are checked here; what the shop's rules say of the line (nothing named, the note's
 * length, the base's charm limit, stock) is the cart decider's to answer.
 */
export class AddCartItemDto {
  @ApiPropertyOptional({ description: 'Product id (a piece, possibly carrying charms)', nullable: true })
  @IsOptional()
  @Max(ID_MAX, { message: 'product must be a product id' })
  @Min(1, { message: 'product must be a product id' })
  @IsInt({ message: 'product must be a product id' })
  product?: number | null;

  @ApiPropertyOptional({ description: 'Gift set id', nullable: true })
  @IsOptional()
  @Max(ID_MAX, { message: 'gift_set must be a gift set id' })
  @Min(1, { message: 'gift_set must be a gift set id' })
  @IsInt({ message: 'gift_set must be a gift set id' })
  gift_set?: number | null;

  @ApiPropertyOptional({ type: [Number], description: 'Charm ids in slot order (a charm may repeat)' })
  @IsOptional()
  @Max(ID_MAX, { each: true, message: 'charms must be charm ids' })
  @Min(1, { each: true, message: 'charms must be charm ids' })
  @IsInt({ each: true, message: 'charms must be charm ids' })
  @ArrayMaxSize(MAX_CHARMS_PER_PIECE, { message: `A piece carries at most ${MAX_CHARMS_PER_PIECE} charms` })
  @IsArray({ message: 'charms must be a list of charm ids' })
  charms?: number[];

  @ApiPropertyOptional({ default: 1, maximum: MAX_LINE_QUANTITY })
  @IsOptional()
  @Max(MAX_LINE_QUANTITY, { message: `quantity must be at most ${MAX_LINE_QUANTITY}` })
  @Min(1, { message: 'quantity must be at least 1' })
  @IsInt({ message: 'quantity must be a whole number' })
  quantity?: number;

  @ApiPropertyOptional({ description: 'Gift note, at most 65 characters' })
  @IsOptional()
  @MaxLength(1000, { message: 'message is far too long' })
  @IsString({ message: 'message must be text' })
  message?: string | null;
}

/** The storefront's update_item payload: the quantity, and the line's other fields as they stand. */
export class ChangeCartItemDto extends AddCartItemDto {
  @ApiPropertyOptional({ maximum: MAX_LINE_QUANTITY })
  @Max(MAX_LINE_QUANTITY, { message: `quantity must be at most ${MAX_LINE_QUANTITY}` })
  @Min(1, { message: 'quantity must be at least 1' })
  @IsInt({ message: 'quantity must be a whole number' })
  declare quantity: number;
}
