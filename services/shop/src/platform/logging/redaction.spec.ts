import { loggableError, loggableUrl } from './redaction.js';

describe('what a log line may say', () => {
  it.each([
    ['/api/products/', '/api/products/'],
    ['/api/review/order/?token=abc&order_id=7', '/api/review/order/?token=[redacted]&order_id=[redacted]'],
    ['/admin/queues?ticket=eyJhbGciOi.x.y', '/admin/queues?ticket=[redacted]'],
    ['/api/review/validate/?token', '/api/review/validate/?token=[redacted]'],
    ['/api/x/?', '/api/x/'],
    ['/api/x/?a=1&&b=', '/api/x/?a=[redacted]&b=[redacted]'],
    ['/api/x/?eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ', '/api/x/?[redacted]'],
    ['/api/x/?na%20me=v', '/api/x/?[redacted]'],
  ])('%s is logged as %s', (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
  });

  it("keeps a failed query's statement and leaves out its values", () => {
    const error = Object.assign(new Error('duplicate key'), {
      query: 'INSERT INTO review_links (token_hash) VALUES ($1)',
      parameters: ['the-secret'],
    });
    const logged = loggableError(error);
    expect(logged).toMatchObject({
      message: 'duplicate key',
      query: 'INSERT INTO review_links (token_hash) VALUES ($1)',
    });
    expect(JSON.stringify(logged)).not.toContain('the-secret');
  });
});
