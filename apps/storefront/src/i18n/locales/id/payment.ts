/** The payment screens in Indonesian, keyed by their English (seed) text. */
export const payment: Record<string, string> = {};
