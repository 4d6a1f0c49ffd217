import { connect } from 'node:net';

export interface UploadExchange {
  /** Status code of the answer; 0 when none arrived whole. */
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The socket error the client met (EPIPE, ECONNRESET, …), if any. */
  errorCode: string | undefined;
}

export interface WholeUpload {
  url: string;
  path: string;
  headers: Record<string, string>;
  /** The body, sent as is (add `transfer-encoding: chunked` framing with `chunked()`). */
  parts: Iterable<Buffer>;
}

/** Frames each part as one HTTP/1.1 chunk, then the last chunk. */
export function* chunked(parts: Iterable<Buffer>): Generator<Buffer> {
  for (const part of parts) {
    yield Buffer.from(`${part.length.toString(16)}\r\n`);
    yield part;
    yield Buffer.from('\r\n');
  }
  yield Buffer.from('0\r\n\r\n');
}

/**
 * A client as most HTTP libraries are: it writes its whole request body whatever the server
 * answers meanwhile, and reads the answer afterwards. A raw socket, so nothing between the test
 * and the wire retries, hides a reset or stops the upload early. Resolves once the server has
 * closed the connection.
 */
export function sendWholeUpload({ url, path, headers, parts }: WholeUpload): Promise<UploadExchange> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const received: Buffer[] = [];
    let errorCode: string | undefined;
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', (err: NodeJS.ErrnoException) => (errorCode ??= err.code ?? err.name));
    socket.on('close', () => resolve({ ...parseResponse(Buffer.concat(received)), errorCode }));

    const head = Object.entries({ host: `${hostname}:${port}`, ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    void (async () => {
      socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n`);
      for (const part of parts) {
        if (socket.destroyed) return;
        if (!socket.write(part)) {
          await new Promise<void>((drained) => {
            const resume = () => {
              socket.off('drain', resume).off('close', resume);
              drained();
            };
            socket.on('drain', resume).on('close', resume);
          });
        }
      }
    })();
  });
}

function parseResponse(raw: Buffer): Omit<UploadExchange, 'errorCode'> {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return { status: 0, headers: {}, body: '' };
  const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  const length = Number(headers['content-length'] ?? NaN);
  const body = raw.subarray(end + 4);
  // An answer cut short is no answer: the client could not have read it.
  if (!Number.isInteger(length) || body.length < length) return { status: 0, headers, body: '' };
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.subarray(0, length).toString('utf8') };
}
