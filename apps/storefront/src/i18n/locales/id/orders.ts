/** The orders screens in Indonesian, keyed by their English (seed) text. */
export const orders: Record<string, string> = {
};
