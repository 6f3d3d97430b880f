import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

import { OrderMessages } from '@kilau/domain';

export class CancelOrderDto {
  @ApiPropertyOptional({ default: OrderMessages.cancelReasonDefault })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(200, { message: 'reason must be at most 200 characters' })
  @IsNotEmpty({ message: 'reason must not be blank' })
  @IsString({ message: 'reason must be text' })
  reason?: string;
}
