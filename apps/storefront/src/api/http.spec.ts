import { CatalogueMessages } from '@kilau/domain';

import { catalogue } from './catalogue';
import { ApiError } from './http';

/**
 * Order-side seed §8: every list call fails, when the answer is not OK, with an object carrying the
 * HTTP status and the error body's fields (here: `ApiError`, its status, code, detail and body).
 */
describe('a list call the shop answers with an error', () => {
  const realFetch = globalThis.fetch;
  const realDocument = (globalThis as { document?: unknown }).document;
  let answer: () => Promise<Response>;

  beforeAll(() => {
    // the page's language is read off <html lang>; the test has no page
    (globalThis as { document?: unknown }).document = { documentElement: { lang: 'en' } };
    globalThis.fetch = () => answer();
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
    (globalThis as { document?: unknown }).document = realDocument;
  });

  /** What the call rejected with. */
  async function failureOf(call: () => Promise<unknown>): Promise<ApiError> {
    const outcome = await call().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(outcome).toBeInstanceOf(ApiError);
    return outcome as ApiError;
  }

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const errorBody = { message: 'Katalog sedang diperbarui', error: 'catalogue_busy', detail: 'try again at 10:00' };

  it.each<[string, () => Promise<unknown>, string]>([
    ['products', () => catalogue.products(), CatalogueMessages.productsFailed],
    ['charms', () => catalogue.charms(), CatalogueMessages.charmsFailed],
    ['gift sets', () => catalogue.giftSets(), CatalogueMessages.giftSetsFailed],
    ['banners', () => catalogue.banners(), CatalogueMessages.bannersFailed],
    ['gallery', () => catalogue.gallery(), CatalogueMessages.galleryFailed],
    ['videos', () => catalogue.videos(), CatalogueMessages.videosFailed],
  ])('%s: the status and the error body, or the list’s own words when the body has none', async (_, call, words) => {
    answer = async () => json(503, errorBody);
    const refused = await failureOf(call);
    expect(refused).toMatchObject({
      status: 503,
      message: errorBody.message,
      code: errorBody.error,
      detail: errorBody.detail,
      body: errorBody,
    });

    answer = async () => new Response('', { status: 500 });
    expect(await failureOf(call)).toMatchObject({ status: 500, message: words, body: undefined });
  });

  it('keeps a body that is not JSON as its text', async () => {
    answer = async () => new Response('Bad Gateway from the proxy', { status: 502 });
    expect(await failureOf(() => catalogue.products())).toMatchObject({
      status: 502,
      message: CatalogueMessages.productsFailed,
      body: 'Bad Gateway from the proxy',
    });
  });

  it('answers an OK list as it came', async () => {
    answer = async () => json(200, [{ id: 1 }]);
    await expect(catalogue.products()).resolves.toEqual([{ id: 1 }]);
  });
});
