/** The catalogue screens in Indonesian, keyed by their English (seed) text. */
export const catalogue: Record<string, string> = {
};
