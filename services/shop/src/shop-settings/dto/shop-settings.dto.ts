import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/**
 * The Shop settings form (staff). The edge checks shapes and lengths; libs/domain's
 * checkShopSettings (the console's own check) decides the rest, with the form's words.
 */
export class ShopSettingsDto {
  @ApiProperty({ example: 'Kilau Jewellery', maxLength: 30 })
  @IsString({ message: 'Shop name is required' })
  @MaxLength(200)
  shop_name!: string;

  @ApiProperty({ example: '0812 3456 7890' })
  @IsString({ message: 'Phone is required' })
  @MaxLength(200)
  phone!: string;

  @ApiProperty({ example: 'Jl. Kemang Raya No. 8', maxLength: 200 })
  @IsString({ message: 'Address is required' })
  @MaxLength(400)
  address!: string;

  @ApiProperty({ example: 'KOTA JAKARTA SELATAN' })
  @IsString({ message: 'City is required' })
  @MaxLength(200)
  city!: string;

  @ApiProperty({ example: 'MAMPANG PRAPATAN' })
  @IsString({ message: 'District (Kecamatan) is required' })
  @MaxLength(200)
  district!: string;

  @ApiProperty({ example: '12730' })
  @IsString({ message: 'Postal code is required' })
  @MaxLength(200)
  postal_code!: string;

  @ApiProperty({ example: 'JAKARTA', description: "J&T's sendSiteCode: the pickup site's city" })
  @IsString({ message: 'Pickup site (J&T send site) is required' })
  @MaxLength(200)
  pickup_site!: string;

  @ApiProperty({ example: 'JKT', description: "J&T's origin_code" })
  @IsString({ message: 'Origin code is required' })
  @MaxLength(200)
  origin_code!: string;
}
