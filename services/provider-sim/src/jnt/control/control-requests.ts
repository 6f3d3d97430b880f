import { BadRequestException } from '@nestjs/common';

import { asFields } from '../http/form-fields.js';
import { isStageCode, STAGE_CODES, type StageCode } from '../stages/stages.js';

/** `{to?}`: a tracking status_code to move to; without it, the next stage. */
export function readAdvance(body: unknown): StageCode | undefined {
  const to = asFields(body).to;
  if (to === undefined || isStageCode(to)) return to;
  throw new BadRequestException(`to must be one of ${STAGE_CODES.join(', ')}`);
}

/** `{cost}`: whole rupiah, or 'none' for an empty list. */
export function readTariff(body: unknown): number | 'none' {
  const cost = asFields(body).cost;
  if (cost === 'none' || (typeof cost === 'number' && Number.isInteger(cost) && cost >= 0)) return cost;
  throw new BadRequestException("cost must be a whole number of rupiah or 'none'");
}
