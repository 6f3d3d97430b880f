import type { CharmLabel } from '@kilau/domain';

/** Metal tones, light to deep; `other` is the pearly champagne used for enamel and crystal pieces. */
export const METALS: Record<CharmLabel, { light: string; mid: string; deep: string; edge: string }> = {
  gold: { light: '#fff4c8', mid: '#e9c25c', deep: '#b98a2c', edge: '#8a6419' },
  silver: { light: '#ffffff', mid: '#cdd2d9', deep: '#8d95a1', edge: '#5b626c' },
  rose_gold: { light: '#ffe6dc', mid: '#eab09c', deep: '#c47d68', edge: '#925241' },
  other: { light: '#fffaf2', mid: '#efe1cf', deep: '#cdb59a', edge: '#94785c' },
};

/**
 * Collects the gradients a drawing uses and hands back `url(#id)` references, so every document carries
 * exactly the definitions it needs, in first-use order (which keeps the output deterministic).
 */
export class Defs {
  private readonly entries = new Map<string, string>();

  /** Registers a definition under `id` the first time it is asked for and returns the reference to it. */
  use(id: string, make: () => string): string {
    if (!this.entries.has(id)) this.entries.set(id, make());
    return `url(#${id})`;
  }

  /** Polished metal for chains, bands and pendants. */
  metal(label: CharmLabel): string {
    const m = METALS[label];
    return this.use(
      `metal-${label}`,
      () =>
        `<linearGradient id="metal-${label}" x1="0" y1="0" x2="1" y2="1">` +
        `<stop offset="0" stop-color="${m.light}"/><stop offset="0.3" stop-color="${m.mid}"/>` +
        `<stop offset="0.5" stop-color="${m.light}"/><stop offset="0.72" stop-color="${m.deep}"/>` +
        `<stop offset="1" stop-color="${m.mid}"/></linearGradient>`,
    );
  }

  /** Domed metal for discs and charms, lit from the upper left. */
  dome(label: CharmLabel): string {
    const m = METALS[label];
    return this.use(
      `dome-${label}`,
      () =>
        `<radialGradient id="dome-${label}" cx="0.35" cy="0.3" r="0.8">` +
        `<stop offset="0" stop-color="${m.light}"/><stop offset="0.45" stop-color="${m.mid}"/>` +
        `<stop offset="1" stop-color="${m.deep}"/></radialGradient>`,
    );
  }

  /** The darkest tone of a metal, for outlines and engraving. */
  edge(label: CharmLabel): string {
    return METALS[label].edge;
  }

  /** A faceted stone's glow in the given colour. */
  gem(color: string): string {
    const id = `gem-${color.replace('#', '')}`;
    return this.use(
      id,
      () =>
        `<radialGradient id="${id}" cx="0.4" cy="0.35" r="0.75">` +
        `<stop offset="0" stop-color="#ffffff"/><stop offset="0.35" stop-color="${color}" stop-opacity="0.85"/>` +
        `<stop offset="1" stop-color="${color}"/></radialGradient>`,
    );
  }

  pearl(): string {
    return this.use(
      'pearl',
      () =>
        '<radialGradient id="pearl" cx="0.35" cy="0.3" r="0.75">' +
        '<stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="#f6eee6"/>' +
        '<stop offset="1" stop-color="#d9c8bd"/></radialGradient>',
    );
  }

  /** The soft floor shadow under an object. */
  shadow(): string {
    return this.use(
      'shadow',
      () =>
        '<radialGradient id="shadow"><stop offset="0" stop-color="#3a2a1a" stop-opacity="0.28"/>' +
        '<stop offset="1" stop-color="#3a2a1a" stop-opacity="0"/></radialGradient>',
    );
  }

  /** A backdrop that is lighter in the middle, like a studio light on paper. */
  backdrop(color: string): string {
    const id = `bg-${color.replace('#', '')}`;
    return this.use(
      id,
      () =>
        `<radialGradient id="${id}" cx="0.5" cy="0.42" r="0.75">` +
        `<stop offset="0" stop-color="#ffffff"/><stop offset="0.55" stop-color="${color}"/>` +
        `<stop offset="1" stop-color="${shade(color, -0.08)}"/></radialGradient>`,
    );
  }

  /** A two-colour linear gradient (boxes, banners, enamel). */
  linear(id: string, from: string, to: string, vertical = true): string {
    return this.use(
      id,
      () =>
        `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">` +
        `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    );
  }

  render(): string {
    return this.entries.size === 0 ? '' : `<defs>${[...this.entries.values()].join('')}</defs>`;
  }
}

/** Lightens (amount > 0) or darkens (amount < 0) a `#rrggbb` colour. */
export function shade(color: string, amount: number): string {
  const value = Number.parseInt(color.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const target = amount >= 0 ? 255 : 0;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}
