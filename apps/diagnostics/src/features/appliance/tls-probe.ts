import { isIP } from 'node:net';
import { connect, type TLSSocket } from 'node:tls';

/** A response head is a few hundred bytes; a peer sending more without ending it is not read further. */
const MAX_HEAD_BYTES = 16 * 1024;

/** Printable ASCII and at most 200 characters: the value goes into a JSON document operators read. */
const clean = (value: string) =>
  value
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, 200);

/** The `Server` header of an HTTP response head, if it has one. */
export function serverHeader(head: string): string | undefined {
  const lines = head.split('\r\n');
  if (!/^HTTP\/\d(\.\d)? \d{3}/.test(lines[0] ?? '')) return undefined;
  for (const line of lines.slice(1)) {
    const match = /^server:(.*)$/i.exec(line);
    if (match) return clean(match[1] ?? '') || undefined;
  }
  return undefined;
}

/** The certificate's subject as `CN=…, O=…`, or undefined when it names nothing. */
function certificateSubject(socket: TLSSocket): string | undefined {
  const subject = socket.getPeerCertificate().subject as Record<string, string | string[]> | undefined;
  if (!subject) return undefined;
  const parts = Object.entries(subject).map(([key, value]) => `${key}=${[value].flat().join('+')}`);
  return clean(parts.join(', ')) || undefined;
}

/**
 * What answers TLS at host:port within `timeoutMs`: the `Server` header of its answer to
 * `HEAD /`, else (no HTTP answer, or no such header) its certificate's subject; null when no TLS
 * handshake completes. The certificate is not verified: the question is who answers, not whether
 * to trust it.
 */
export function probeTls(host: string, port: number, timeoutMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    let head = '';
    let subject: string | undefined;
    let secure = false;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(secure ? (serverHeader(head) ?? subject ?? 'unidentified TLS server') : null);
    };
    const socket = connect({
      host,
      port,
      rejectUnauthorized: false,
      // SNI carries a name, never an address.
      ...(isIP(host) === 0 && { servername: host }),
    });
    const timer = setTimeout(finish, timeoutMs);
    socket.once('secureConnect', () => {
      secure = true;
      subject = certificateSubject(socket);
      socket.write(`HEAD / HTTP/1.1\r\nHost: ${host}\r\nUser-Agent: csg-diagnostics\r\nConnection: close\r\n\r\n`);
    });
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      head += chunk;
      const end = head.indexOf('\r\n\r\n');
      if (end >= 0) head = head.slice(0, end);
      if (end >= 0 || head.length > MAX_HEAD_BYTES) finish();
    });
    socket.once('end', finish);
    socket.once('close', finish);
    socket.once('error', finish);
  });
}
