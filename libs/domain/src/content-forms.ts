import { BANNER_PAGES, type BannerPage } from './catalogue.js';
import { type Checked, ProblemList, readChoice, readImage, readText } from './merchandising-form.js';

/** A footer gallery picture (storefront seed §3 'Gallery image'); the storefront shows the last 6 added. */
export interface GalleryImageDraft {
  image: string;
  alt_text: string;
}

export function readGalleryImageDraft(input: Record<string, unknown>): Checked<GalleryImageDraft> {
  const problems = new ProblemList();
  const image = readImage(input, 'image', 'Image', problems);
  const alt_text = readText(input, 'alt_text', 'Alt text', problems, { max: 300 });
  return problems.result({ image, alt_text });
}

/**
 * A page's hero picture (storefront seed §3 'Page banner'), one per page key: the keys the
 * storefront looks up (BANNER_PAGES). That no other banner has the key is the service's check.
 */
export interface BannerDraft {
  page: BannerPage;
  image_url: string;
}

export function readBannerDraft(input: Record<string, unknown>): Checked<BannerDraft> {
  const problems = new ProblemList();
  const page = readChoice(input, 'page', 'Page', BANNER_PAGES, problems);
  const image_url = readImage(input, 'image_url', 'Image', problems);
  return problems.result({ page, image_url });
}
