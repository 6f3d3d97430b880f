import { Injectable } from '@nestjs/common';

import { stableHash } from '../stable-hash.js';

/** Destinations are compared as J&T's mapping writes them: trimmed, upper case. */
export const areaKey = (destination: string): string => destination.trim().toUpperCase();

const MIN_RATE = 9_000;
const RATE_STEPS = 17; // Rp 9.000 to Rp 25.000 per kg, in steps of Rp 1.000

/**
 * What J&T charges to a destination: a per-kg rate drawn from the destination's name, times the
 * weight rounded up to whole kilograms, unless a test fixed the answer for that destination.
 */
@Injectable()
export class TariffRates {
  private readonly fixed = new Map<string, number | 'none'>();

  perKg(destination: string): number {
    return MIN_RATE + (stableHash(areaKey(destination)) % RATE_STEPS) * 1000;
  }

  /** The EZ cost for a shipment, or 'none' when the destination was set to offer nothing. */
  quote(destination: string, weightKg: number): number | 'none' {
    return this.fixed.get(areaKey(destination)) ?? this.perKg(destination) * Math.max(1, Math.ceil(weightKg));
  }

  /** Fixes a destination's answer: a cost whatever the weight, or an empty list. */
  set(destination: string, cost: number | 'none'): void {
    this.fixed.set(areaKey(destination), cost);
  }

  clear(): void {
    this.fixed.clear();
  }
}
