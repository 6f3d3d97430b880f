/**
 * The charm builder's slots (storefront seed §3 'Builder state', §4 'Charm builder'): how many
 * charm positions the piece has, which charm fills which slot, and the slot the next pick fills.
 * Slots are numbered from 1; active slot 0 means none (Chain only).
 */
import { charmCountProblem, maxCharmsFor } from '@kilau/domain';

export interface BuilderState {
  /** 0 = Chain only, else 1 to the base's maximum. */
  count: number;
  /** Slot number (1-based) to charm id. */
  picks: Readonly<Record<number, number>>;
  /** The slot the next pick fills; 0 when there is none. */
  active: number;
}

type Base = { is_charm_max3?: boolean } | null;

/** Two positions until the shopper chooses (seed §4 'default positions 2'). */
export const DEFAULT_CHARM_COUNT = 2;

export function initialBuilder(base: Base = null): BuilderState {
  const count = Math.min(DEFAULT_CHARM_COUNT, base ? maxCharmsFor(base) : DEFAULT_CHARM_COUNT);
  return { count, picks: {}, active: count > 0 ? 1 : 0 };
}

/** The count selector's choices: 0 (Chain only) up to the base's maximum (3 or 5). */
export function countChoices(base: Base): number[] {
  const max = base ? maxCharmsFor(base) : 5;
  return Array.from({ length: max + 1 }, (_, count) => count);
}

/**
 * The seed's reset: with no slots the active slot is 0; an active slot outside 1..count goes back
 * to slot 1. Every other move ends here, so the state never points at a missing slot.
 */
export function settleActive(state: BuilderState): BuilderState {
  if (state.count === 0) return state.active === 0 ? state : { ...state, active: 0 };
  return state.active >= 1 && state.active <= state.count ? state : { ...state, active: 1 };
}

/** Choosing a count clears the picks and selects slot 1; Chain only (0) clears them and selects none. */
export function chooseCount(state: BuilderState, count: number, base: Base): BuilderState {
  if (charmCountProblem(count, base)) return state;
  return { count, picks: {}, active: count === 0 ? 0 : 1 };
}

/** A pick fills the active slot and moves on to the next one (after the last: back to slot 1). */
export function pickCharm(state: BuilderState, charmId: number): BuilderState {
  if (state.active < 1 || state.active > state.count) return settleActive(state);
  return settleActive({ ...state, picks: { ...state.picks, [state.active]: charmId }, active: state.active + 1 });
}

/** Clicking a slot in the preview makes it the one the next pick fills. */
export function selectSlot(state: BuilderState, slot: number): BuilderState {
  return slot >= 1 && slot <= state.count ? { ...state, active: slot } : state;
}

/** Empties one slot and selects it, so the next pick refills it. */
export function clearSlot(state: BuilderState, slot: number): BuilderState {
  if (!(slot in state.picks)) return selectSlot(state, slot);
  const picks = { ...state.picks };
  delete picks[slot];
  return selectSlot({ ...state, picks }, slot);
}

/**
 * A new base (or none) keeps the shopper's work where it fits: a count above the new base's
 * maximum drops to it, and picks in slots that no longer exist go.
 */
export function fitToBase(state: BuilderState, base: Base): BuilderState {
  const max = base ? maxCharmsFor(base) : 5;
  if (state.count <= max) return settleActive(state);
  const picks = Object.fromEntries(Object.entries(state.picks).filter(([slot]) => Number(slot) <= max));
  return settleActive({ ...state, count: max, picks });
}

/** The picked charms in slot order (empty slots left out): what the cart line carries. */
export function pickedCharmIds(state: BuilderState): number[] {
  return Array.from({ length: state.count }, (_, index) => state.picks[index + 1]).filter(
    (id): id is number => id !== undefined,
  );
}
