import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';

import { OrderHistoryMessages, REFUND_NOTE_MAX_LENGTH } from '@kilau/domain';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** How staff refunded a late payment, in their words (a transfer reference, say). */
export class MarkRefundedDto {
  @ApiPropertyOptional({ example: 'Refunded at Midtrans, ref 7781' })
  @IsOptional()
  @Transform(trim)
  @MaxLength(REFUND_NOTE_MAX_LENGTH, { message: OrderHistoryMessages.refundNoteTooLong })
  @IsString({ message: 'note must be text' })
  note?: string;
}
