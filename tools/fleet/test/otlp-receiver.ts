import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as OTLP/JSON carries it, with its app's `service.name`. */
export interface ReceivedSpan {
  service: string;
  scope: string;
  traceId: string;
  spanId: string;
  name: string;
  attributes: Record<string, unknown>;
  /** The whole span as received: what a no-content assertion searches. */
  raw: string;
}

interface KeyValue {
  key: string;
  value: Record<string, unknown>;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  name: string;
  attributes?: KeyValue[];
}
interface OtlpTraces {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: { scope?: { name?: string }; spans?: OtlpSpan[] }[];
  }[];
}

const valueOf = (value: Record<string, unknown>): unknown => Object.values(value)[0];
const attributesOf = (list: KeyValue[] = []) => Object.fromEntries(list.map((kv) => [kv.key, valueOf(kv.value)]));

/** An OTLP/HTTP collector in the test's process: it keeps every span POSTed to /v1/traces (JSON). */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces' && req.headers['content-type']?.startsWith('application/json')) {
        for (const resource of (JSON.parse(body) as OtlpTraces).resourceSpans ?? []) {
          const service = String(attributesOf(resource.resource?.attributes)['service.name']);
          for (const scope of resource.scopeSpans ?? [])
            for (const span of scope.spans ?? [])
              spans.push({
                service,
                scope: scope.scope?.name ?? '',
                traceId: span.traceId,
                spanId: span.spanId,
                name: span.name,
                attributes: attributesOf(span.attributes),
                raw: JSON.stringify(span),
              });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
