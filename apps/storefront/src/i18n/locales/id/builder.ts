/** The builder screens in Indonesian, keyed by their English (seed) text. */
export const builder: Record<string, string> = {
};
