import { STATUS_CODES } from 'node:http';

import { HttpException } from '@nestjs/common';

/**
 * A whole J&T answer with a status other than 200 (tracking's 401, an injected 5xx) or a body
 * that is not JSON (the `malformed` fault): the error filter writes it as is.
 */
export class JntAnswer extends HttpException {
  constructor(
    status: number,
    readonly body: Record<string, unknown> | string,
    readonly contentType = 'application/json',
  ) {
    super(typeof body === 'string' ? body : JSON.stringify(body), status);
  }
}

/**
 * What J&T's front web server answers when the application behind it fails: nginx's HTML error
 * page, not JSON, so a client must check the status before it parses.
 */
export function serverErrorPage(status: number): JntAnswer {
  const title = `${status} ${STATUS_CODES[status] ?? 'Error'}`;
  const html = `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
  return new JntAnswer(status, html, 'text/html');
}
