/** The review screens in Indonesian, keyed by their English (seed) text. */
export const review: Record<string, string> = {};
