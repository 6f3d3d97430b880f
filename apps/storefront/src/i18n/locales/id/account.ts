/** The account screens in Indonesian, keyed by their English (seed) text. */
export const account: Record<string, string> = {
};
