/** The brand's social handle the gallery invites shoppers to tag (the footer links the same account). */
export const INSTAGRAM_HANDLE = '@kilau.id';
export const INSTAGRAM_URL = 'https://www.instagram.com/kilau.id';
