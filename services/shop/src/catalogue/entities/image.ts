/** A picture of a product or gift set, as the storefront reads it. Paths are served under /media/. */
export interface CatalogueImage {
  image_url: string;
  alt_text: string;
}
