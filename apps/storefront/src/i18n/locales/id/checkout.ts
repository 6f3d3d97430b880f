/** The checkout screens in Indonesian, keyed by their English (seed) text. */
export const checkout: Record<string, string> = {
};
