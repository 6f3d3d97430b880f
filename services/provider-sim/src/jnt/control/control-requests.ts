import { BadRequestException } from '@nestjs/common';

import { asFields } from '../http/form-fields.js';
import { isStageCode, STAGE_CODES, type StageCode } from '../stages/stages.js';

/** `{to?}`: a tracking status_code to move to; without it, the next stage. */
export function readAdvance(body: unknown): StageCode | undefined {
  const to = asFields(body).to;
  if (to === undefined || isStageCode(to)) return to;
  throw new BadRequestException(`to must be one of ${STAGE_CODES.join(', ')}`);
}

/** `{held}`: true keeps the parcel where it is, false lets time move it again. */
export function readHold(body: unknown): boolean {
  const held = asFields(body).held;
  if (typeof held === 'boolean') return held;
  throw new BadRequestException('held must be true or false');
}

/** `{cost}`: whole rupiah, or 'none' for an empty list. */
export function readTariff(body: unknown): number | 'none' {
  const cost = asFields(body).cost;
  if (cost === 'none' || (typeof cost === 'number' && Number.isInteger(cost) && cost >= 0)) return cost;
  throw new BadRequestException("cost must be a whole number of rupiah or 'none'");
}
