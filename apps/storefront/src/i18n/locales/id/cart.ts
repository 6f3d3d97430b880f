/** The cart screens in Indonesian, keyed by their English (seed) text. */
export const cart: Record<string, string> = {
};
