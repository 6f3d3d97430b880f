import type { BuilderState } from './builder-state';

/**
 * The builder's design kept in this tab's sessionStorage, keyed by the product (or the charm bar
 * page, where the base is chosen), so that a login, a reload or a step away gives the same design
 * back when the builder opens again.
 */
export interface KeptDesign {
  /** The chosen base on the charm bar; the product itself on its page. */
  baseId: number | null;
  state: BuilderState;
}

const keyFor = (scope: number | 'charm-bar') => `kilau.builder.${scope}`;

export function keepDesign(scope: number | 'charm-bar', design: KeptDesign): void {
  try {
    sessionStorage.setItem(keyFor(scope), JSON.stringify(design));
  } catch {
    // storage refused: the design then lives only as long as the page
  }
}

function isState(value: unknown): value is BuilderState {
  const state = value as BuilderState;
  return (
    !!state &&
    Number.isInteger(state.count) &&
    Number.isInteger(state.active) &&
    typeof state.picks === 'object' &&
    state.picks !== null &&
    Object.entries(state.picks).every(([slot, id]) => Number.isInteger(Number(slot)) && Number.isInteger(id))
  );
}

/** The design kept for this product (or the charm bar); a malformed entry reads as none. */
export function keptDesign(scope: number | 'charm-bar'): KeptDesign | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(keyFor(scope)) ?? 'null') as KeptDesign | null;
    if (!kept || !isState(kept.state)) return null;
    return { baseId: Number.isInteger(kept.baseId) ? kept.baseId : null, state: kept.state };
  } catch {
    return null;
  }
}
