import { request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** node:http rather than fetch: a test must be free to send hop-by-hop headers and odd bodies. */
export function rawRequest(
  url: string,
  options: {
    method?: string;
    headers?: OutgoingHttpHeaders;
    body?: Buffer | string | ((write: (chunk: Buffer) => boolean) => Promise<void>);
  } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString() }),
      );
      res.on('error', reject);
    });
    // A server may answer early (413) and close while the body is still being written.
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    const { body } = options;
    if (typeof body === 'function') {
      void body((chunk) => req.write(chunk)).then(() => req.end());
    } else {
      req.end(body);
    }
  });
}
