import { request } from 'node:http';

/** What a stranger's upload got: the shop's answer, and how much of the body it had sent by then. */
export interface UploadOutcome {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  sentBytes: number;
}

const BOUNDARY = '----kilau-penyerang';

/**
 * Starts a multipart upload announcing `totalBytes` (a picture field of zeros) and sends only its
 * first `firstBytes`, then waits for the shop's answer. A shop that judges the request before the
 * body answers at once; one that reads the body first never answers, and this rejects after
 * `timeoutMs`. The rest of the body is never sent.
 */
export function startUpload(
  url: string,
  options: { totalBytes: number; firstBytes: number; timeoutMs?: number; field?: string; type?: string },
): Promise<UploadOutcome> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${options.field ?? 'image'}"; filename="rumah.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    const req = request(url, {
      method: 'POST',
      headers: {
        'content-type': `${options.type ?? 'multipart/form-data'}; boundary=${BOUNDARY}`,
        'content-length': String(options.totalBytes),
      },
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(
        new Error(`no answer within ${options.timeoutMs ?? 3000} ms after ${sentBytes} of ${options.totalBytes} bytes`),
      );
    }, options.timeoutMs ?? 3000);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
          sentBytes,
        });
      });
    });
    // the shop closing the connection mid-body is the point; the answer has come first
    req.on('error', () => undefined);
    const first = Buffer.concat([head, Buffer.alloc(Math.max(0, options.firstBytes - head.length))]);
    req.write(first, () => (sentBytes += first.length));
  });
}
