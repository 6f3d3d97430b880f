/** The pages screens in Indonesian, keyed by their English (seed) text. */
export const pages: Record<string, string> = {
};
