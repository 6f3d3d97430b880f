import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

import { CartMessages } from '@kilau/domain';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A text field of the checkout form: its type and size here; blank and format are the shared rules' to judge. */
function FormText(max: number, description?: string): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ description, maxLength: max })(target, key);
    IsOptional()(target, key);
    Transform(trim)(target, key);
    MaxLength(max, { message: `${String(key)} must be at most ${max} characters` })(target, key);
    IsString({ message: `${String(key)} must be text` })(target, key);
  };
}

/**
 * POST /api/selective_checkout/: the selected cart lines, the contact and the structured
 * shipping address of the checkout form (order-side seed §3), and the shipping fee. Prices
 * are never read from here.
 */
export class CheckoutDto {
  @ApiProperty({ type: [Number], description: 'The selected cart lines' })
  @Max(2_147_483_647, { each: true, message: 'cart_item_ids must be cart line ids' })
  @Min(1, { each: true, message: 'cart_item_ids must be cart line ids' })
  @IsInt({ each: true, message: 'cart_item_ids must be cart line ids' })
  @ArrayUnique({ message: 'cart_item_ids must not repeat a line' })
  @ArrayMaxSize(100, { message: 'At most 100 lines can be checked out at once' })
  @ArrayMinSize(1, { message: CartMessages.selectAtLeastOne })
  @IsArray({ message: CartMessages.selectAtLeastOne })
  cart_item_ids!: number[];

  @ApiProperty({ description: 'The shipping fee quoted for this destination, whole rupiah' })
  @Max(10_000_000, { message: 'shipping_cost is not a plausible fee' })
  @Min(0, { message: 'shipping_cost must not be negative' })
  @IsInt({ message: 'shipping_cost must be whole rupiah' })
  shipping_cost!: number;

  @FormText(100) first_name?: string;
  @FormText(100) last_name?: string;
  @FormText(254) email?: string;
  @FormText(20, 'Digits without +62, starting with 8') receiver_phone?: string;
  @FormText(500) address?: string;
  @FormText(100, 'City or kabupaten') city?: string;
  @FormText(100, 'District (kecamatan)') district?: string;
  @FormText(20, "The courier's receiver area code of the district") destAreaCode?: string;
  @FormText(100) province?: string;
  @FormText(10) postal_code?: string;
  /** Accepted and ignored, so older clients keep working: the fee is the one from the shop's own pickup site. */
  @FormText(20, "Ignored: the fee charged is the one quoted from the shop's own pickup site") sendSiteCode?: string;
  @FormText(1000, 'The one-line address the storefront also sends; the structured fields win')
  shipping_address?: string;

  @ApiPropertyOptional({ description: "'Mail me about exclusive offer.'" })
  @IsOptional()
  @IsBoolean({ message: 'newsletter must be true or false' })
  newsletter?: boolean;
}
