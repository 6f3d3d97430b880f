/**
 * sharp, loaded the first time a picture is read or made: its native library is ~11 MB of resident
 * memory that an API process serving no upload and no new variant never needs.
 */
export const loadSharp = () => import('sharp');
