import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

import { CheckoutMessages } from '@kilau/domain';

/** Text as typed, with its runs of spaces made one and its ends trimmed. */
const squeezed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : value;

export const CITY_QUERY_REQUIRED = 'Please type the start of a city/kabupaten name';

export class CitySearchDto {
  @ApiProperty({
    description: "The start of a city/kabupaten name or of any word of it, any case: 'jak' finds 'KOTA JAKARTA BARAT'",
    maxLength: 100,
  })
  @Transform(squeezed)
  @MaxLength(100, { message: 'q must be at most 100 characters' })
  @IsNotEmpty({ message: CITY_QUERY_REQUIRED })
  @IsString({ message: CITY_QUERY_REQUIRED })
  q!: string;
}

export class AreaCodesDto {
  @ApiProperty({ description: "A city/kabupaten as the suggestions name it, any case: 'KOTA JAKARTA BARAT'" })
  @Transform(squeezed)
  @MaxLength(100, { message: 'city must be at most 100 characters' })
  @IsNotEmpty({ message: CheckoutMessages.citySelectFirst })
  @IsString({ message: CheckoutMessages.citySelectFirst })
  city!: string;
}
