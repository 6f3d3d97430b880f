/**
 * The courier stages the simulator plays, by J&T tracking `status_code`. The shop maps these
 * codes, so they are fixed: 101 manifest (on create), 100 picked up, 102 departed the origin,
 * 103 at the destination hub, 104 out for delivery, 200 delivered; a return is 401 (on its way
 * back) then 402 (back with the sender). 150 is the simulator's own code for a cancelled order:
 * no public source lists J&T's.
 */
export const DELIVERY_PATH = [101, 100, 102, 103, 104, 200] as const;
export const RETURN_PATH = [401, 402] as const;
export const CANCELLED = 150;

export type StageCode = (typeof DELIVERY_PATH)[number] | (typeof RETURN_PATH)[number] | typeof CANCELLED;

export const STAGE_CODES: readonly StageCode[] = [...DELIVERY_PATH, ...RETURN_PATH, CANCELLED];

export const MANIFEST = 101;
export const PICKED_UP = 100;
export const RETURNING = 401;

/** One stage a parcel reached, and when (epoch ms). `note` carries a cancel's remark. */
export interface StageEvent {
  code: StageCode;
  at: number;
  note?: string;
}

export function isStageCode(value: unknown): value is StageCode {
  return STAGE_CODES.includes(value as StageCode);
}

/** Delivered, back with the sender, or cancelled: nothing follows. */
export function isTerminal(code: StageCode): boolean {
  return code === 200 || code === 402 || code === CANCELLED;
}

/** The stage that follows `code` on its own path (delivery or return), if any. */
export function nextStage(code: StageCode): StageCode | undefined {
  if (isTerminal(code)) return undefined;
  if (code === RETURNING) return 402;
  return DELIVERY_PATH[DELIVERY_PATH.indexOf(code as (typeof DELIVERY_PATH)[number]) + 1];
}
