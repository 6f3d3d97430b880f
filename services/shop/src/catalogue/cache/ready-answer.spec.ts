import { gunzipSync } from 'node:zlib';

import { compressedOnTheWay, readyAnswer, representation, takesGzip } from './ready-answer.js';

const large = () => readyAnswer(Array.from({ length: 100 }, (_, id) => ({ id, name: `Kalung ${id}` })));
const header = (shown: ReturnType<typeof representation>, name: string) => shown.headers.find(([n]) => n === name)?.[1];

describe('a ready answer as one request should have it', () => {
  it('goes as it is to a client that names no encoding, with its length', () => {
    const answer = large();
    const shown = representation(answer, {});
    expect(shown.status).toBe(200);
    expect(shown.body).toBe(answer.body);
    expect(header(shown, 'ETag')).toBe(answer.etag);
    expect(header(shown, 'Content-Length')).toBe(String(answer.body.length));
    expect(header(shown, 'Content-Encoding')).toBeUndefined();
    expect(compressedOnTheWay(shown, {})).toBe(false);
  });

  it('is gzipped once, under a tag of its own, for a client that takes gzip', () => {
    const answer = large();
    const shown = representation(answer, { 'accept-encoding': 'gzip, deflate, br' });
    expect(header(shown, 'Content-Encoding')).toBe('gzip');
    expect(header(shown, 'ETag')).toBe(`${answer.etag.slice(0, -1)}-gz"`);
    expect(gunzipSync(shown.body!).equals(answer.body)).toBe(true);
    expect(representation(answer, { 'accept-encoding': 'gzip' }).body).toBe(shown.body);
  });

  it('is 304 with no body when If-None-Match names its tag', () => {
    const answer = large();
    const shown = representation(answer, { 'if-none-match': `W/${answer.etag}` });
    expect(shown.status).toBe(304);
    expect(shown.body).toBeUndefined();
    expect(compressedOnTheWay(shown, { 'accept-encoding': 'deflate' })).toBe(false);
  });

  it('is left to compression() when large and the client takes deflate or br but not gzip', () => {
    const answer = large();
    for (const accepted of ['deflate', 'br', 'gzip;q=0, deflate'])
      expect(
        compressedOnTheWay(representation(answer, { 'accept-encoding': accepted }), { 'accept-encoding': accepted }),
      ).toBe(true);
    const small = readyAnswer([]);
    expect(
      compressedOnTheWay(representation(small, { 'accept-encoding': 'deflate' }), { 'accept-encoding': 'deflate' }),
    ).toBe(false);
  });

  it.each([
    ['gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['*', true],
    ['deflate', false],
    ['gzip;q=0', false],
    ['', false],
  ])('Accept-Encoding %p takes gzip: %p', (accepted, takes) => {
    expect(takesGzip(accepted)).toBe(takes);
  });
});
