import type { Locator, Page } from 'playwright-core';

/** The page's own `getComputedStyle` (this project compiles without the DOM's types). */
type View = { getComputedStyle(element: unknown): Record<string, string> };

/** One computed style property of the element, as the browser resolved it (e.g. `animationName`). */
export const computedStyle = (locator: Locator, property: string): Promise<string> =>
  locator.evaluate((element, name) => (globalThis as unknown as View).getComputedStyle(element)[name] ?? '', property);

/** Waits until the element's computed `property` reads `value` (a transition may be under way). */
export async function styleBecomes(locator: Locator, property: string, value: string): Promise<void> {
  const handle = await locator.elementHandle();
  await locator
    .page()
    .waitForFunction(
      ([element, name, wanted]) => (globalThis as unknown as View).getComputedStyle(element)[name as string] === wanted,
      [handle, property, value] as const,
    );
}

/** Waits until the element has scrolled sideways to exactly `left` pixels (a smooth scroll ends there). */
export async function scrollLeftBecomes(locator: Locator, left: number): Promise<void> {
  const handle = await locator.elementHandle();
  await locator
    .page()
    .waitForFunction(([element, wanted]) => (element as unknown as { scrollLeft: number }).scrollLeft === wanted, [
      handle,
      left,
    ] as const);
}

/** Waits until the window has scrolled down and the element's top is in the upper half of it. */
export async function scrolledToUpperHalf(locator: Locator): Promise<void> {
  const handle = await locator.elementHandle();
  await locator.page().waitForFunction((element) => {
    const view = globalThis as unknown as { innerHeight: number; scrollY: number };
    const top = (element as unknown as { getBoundingClientRect(): { top: number } }).getBoundingClientRect().top;
    return view.scrollY > 0 && top >= -2 && top < view.innerHeight / 2;
  }, handle);
}

interface Recorded {
  __scrolls?: Array<{ id: string; behavior?: string }>;
  __volumes?: number[];
}

/**
 * An init script recording each element the page scrolls into view and how, in `__scrolls`
 * (a script string: the page's globals are not in this project's types).
 */
export const RECORD_SCROLLS = `(() => {
  const own = Element.prototype.scrollIntoView;
  window.__scrolls = [];
  Element.prototype.scrollIntoView = function (options) {
    window.__scrolls.push({ id: this.id, behavior: options && options.behavior });
    return own.call(this, options);
  };
})()`;

/** Waits until the page has scrolled the element of this id into view; answers how it asked for it. */
export async function scrollIntoViewOf(page: Page, id: string): Promise<{ id: string; behavior?: string }> {
  await page.waitForFunction(
    (wanted) => ((globalThis as unknown as Recorded).__scrolls ?? []).some((scroll) => scroll.id === wanted),
    id,
  );
  const scrolls = await page.evaluate(() => (globalThis as unknown as Recorded).__scrolls ?? []);
  return scrolls.find((scroll) => scroll.id === id)!;
}

/**
 * An init script standing in for the Web Audio API: it plays nothing and keeps in `__volumes`
 * each volume the page ramps a sound's gain to.
 */
export const RECORD_SOUNDS = `(() => {
  window.__volumes = [];
  const node = () => ({ connect: (next) => next });
  class RecordingAudio {
    constructor() { this.state = 'running'; this.currentTime = 0; this.destination = node(); }
    resume() { return Promise.resolve(); }
    createOscillator() {
      return { ...node(), type: '', frequency: { setValueAtTime() {} }, start() {}, stop() {} };
    }
    createGain() {
      const ramp = (volume) => window.__volumes.push(volume);
      return { ...node(), gain: { setValueAtTime() {}, exponentialRampToValueAtTime: ramp } };
    }
  }
  window.AudioContext = RecordingAudio;
})()`;

/** The volumes recorded so far (see RECORD_SOUNDS). */
export const soundVolumes = (page: Page): Promise<number[]> =>
  page.evaluate(() => (globalThis as unknown as Recorded).__volumes ?? []);

/**
 * Where a CSS animation of this name starts: its first keyframe's transform, read from the page's
 * style sheets (e.g. `translate(100%)`, off the right edge: the build writes translateX so).
 */
export const animationStart = (page: Page, name: string): Promise<string | null> =>
  page.evaluate(`(() => {
    for (const sheet of document.styleSheets)
      for (const rule of sheet.cssRules)
        if (rule instanceof CSSKeyframesRule && rule.name === ${JSON.stringify(name)})
          return rule.cssRules[0].style.transform;
    return null;
  })()`);
