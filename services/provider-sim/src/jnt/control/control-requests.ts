import { BadRequestException } from '@nestjs/common';

import { JNT_FAULT_KINDS, type JntFault } from '../faults/fault-store.js';
import { asFields } from '../http/form-fields.js';
import { JNT_ROUTES } from '../http/jnt-paths.js';
import { isStageCode, STAGE_CODES, type StageCode } from '../stages/stages.js';

function oneOf<T extends string>(value: unknown, allowed: readonly T[], name: string): T {
  if (allowed.includes(value as T)) return value as T;
  throw new BadRequestException(`${name} must be one of ${allowed.join(', ')}`);
}

function integer(value: unknown, name: string, minimum: number): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number' && Number.isInteger(value) && value >= minimum) return value;
  throw new BadRequestException(`${name} must be an integer of at least ${minimum}`);
}

/** `{route, kind, status?, ms?, times?}` */
export function readFault(body: unknown): Omit<JntFault, 'id'> {
  const f = asFields(body);
  const status = f.status;
  if (
    status !== undefined &&
    !(typeof status === 'number' && Number.isInteger(status) && status >= 500 && status <= 599)
  ) {
    throw new BadRequestException('status must be an HTTP 5xx status (500-599)');
  }
  const ms = integer(f.ms, 'ms', 0);
  const times = integer(f.times, 'times', 1);
  return {
    route: oneOf(f.route, JNT_ROUTES, 'route'),
    kind: oneOf(f.kind, JNT_FAULT_KINDS, 'kind'),
    ...(status !== undefined ? { status } : {}),
    ...(ms !== undefined ? { ms } : {}),
    ...(times !== undefined ? { times } : {}),
  };
}

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
