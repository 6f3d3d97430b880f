import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

import { AdminMessages, OrderMessages } from '@kilau/domain';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** The storefront sends numbers as strings (weight, orderid): both are read. */
const wholeNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;

/** POST /api/jnt/tariff/: the parcel's weight (its pieces) and where it goes. */
export class TariffDto {
  @ApiProperty({
    description:
      "The parcel's chargeable kilos: the cart lines' weights summed and rounded as J&T does (string or number)",
  })
  @Transform(wholeNumber)
  @Max(100, { message: 'weight must be at most 100 kg' })
  @Min(1, { message: 'weight must be at least 1' })
  @IsInt({ message: 'weight must be a whole number' })
  weight!: number;

  @ApiProperty({ description: "The checkout's area code (kode_jnt_receiver_area), or a J&T district name" })
  @Transform(trim)
  @MaxLength(60, { message: 'destAreaCode must be at most 60 characters' })
  @IsNotEmpty({ message: 'destAreaCode is required' })
  @IsString({ message: 'destAreaCode must be text' })
  destAreaCode!: string;

  /**
   * The seed's storefront may send a pickup site; it is accepted and ignored, so older clients keep
   * working: the fee is always asked from the shop's own pickup site, where the parcel leaves from.
   */
  @ApiPropertyOptional({ description: "Ignored: fees are asked from the shop's own pickup site", deprecated: true })
  @IsOptional()
  @Transform(trim)
  @MaxLength(60, { message: 'sendSiteCode must be at most 60 characters' })
  @IsString({ message: 'sendSiteCode must be text' })
  sendSiteCode?: string;
}

/**
 * POST /api/jnt/order/: the storefront's courier order. Only `orderid` decides anything: the
 * receiver, codes and items go to J&T as the order recorded them at checkout, so a browser cannot
 * send a parcel elsewhere; the other fields are accepted as the seed's storefront sends them.
 */
export class CourierOrderDto {
  @ApiProperty({ description: 'The order id (string or number)' })
  @Transform(wholeNumber)
  @Max(2_147_483_647, { message: OrderMessages.orderNotFound })
  @Min(1, { message: OrderMessages.orderNotFound })
  @IsInt({ message: 'orderid must be an order id' })
  orderid!: number;
}

/** POST /api/jnt/track/: a waybill, or an order id. */
export class TrackDto {
  @ApiProperty({ description: 'The waybill (awb), or an order id' })
  @Transform(trim)
  @Matches(/^[A-Za-z0-9-]{1,30}$/, { message: 'awb must be a waybill number' })
  @IsString({ message: 'awb must be text' })
  awb!: string;
}

/** POST /api/jnt/print/: the waybill to print J&T's receipt of. */
export class PrintDto {
  @ApiProperty({ description: 'The waybill (awb)' })
  @Transform(trim)
  @Matches(/^[A-Za-z0-9-]{1,30}$/, { message: 'billcode must be a waybill number' })
  @IsString({ message: 'billcode must be text' })
  billcode!: string;
}

class CancelEntryDto {
  @ApiProperty({ description: 'The order id, as a string' })
  @Transform(wholeNumber)
  @Max(2_147_483_647, { message: OrderMessages.orderNotFound })
  @Min(1, { message: OrderMessages.orderNotFound })
  @IsInt({ message: 'orderid must be an order id' })
  orderid!: number;

  @ApiPropertyOptional({ default: OrderMessages.cancelReasonDefault })
  @IsOptional()
  @Transform(trim)
  @MaxLength(200, { message: 'reason must be at most 200 characters' })
  @IsString({ message: 'reason must be text' })
  reason?: string;
}

/** POST /api/jnt/cancel/: `detail` with one entry (orderid, reason), as the console sends it. */
export class CancelDto {
  @ApiProperty({ type: [CancelEntryDto] })
  @ValidateNested({ each: true })
  @Type(() => CancelEntryDto)
  @ArrayMaxSize(1, { message: 'Cancel one order at a time' })
  @ArrayMinSize(1, { message: 'detail must name the order to cancel' })
  @IsArray({ message: 'detail must be a list' })
  detail!: CancelEntryDto[];
}

/** POST /api/orders/create_labels/: the selected orders. */
export class CreateLabelsDto {
  @ApiProperty({ type: [Number] })
  @Transform(({ value }) => (Array.isArray(value) ? value.map((id) => wholeNumber({ value: id })) : value))
  @Max(2_147_483_647, { each: true, message: 'order_ids must be order ids' })
  @Min(1, { each: true, message: 'order_ids must be order ids' })
  @IsInt({ each: true, message: 'order_ids must be order ids' })
  @ArrayUnique({ message: 'order_ids must not repeat an order' })
  @ArrayMaxSize(200, { message: 'At most 200 orders can be labelled at once' })
  @ArrayMinSize(1, { message: AdminMessages.selectOrdersForLabels })
  @IsArray({ message: AdminMessages.selectOrdersForLabels })
  order_ids!: number[];
}
