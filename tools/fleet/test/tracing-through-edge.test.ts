import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, PROVIDER_KEY, until, useChatFleet } from './chat-e2e-helpers.ts';
import { startOtlpReceiver, type ReceivedSpan } from './otlp-receiver.ts';

// Issue 23, part 4: with OTEL_EXPORTER_OTLP_ENDPOINT set, a chat turn through the edge is one
// trace (edge -> chat-pipeline -> provider and PostgreSQL), every span names the request id, and
// no span holds the prompt, the PII in it, or any credential.
let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
beforeAll(async () => {
  receiver = await startOtlpReceiver();
});
afterAll(() => receiver.close());

const f = useChatFleet({
  adminProviders: [],
  userProviders: ['openai'],
  env: () => ({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '100' }),
  // Seven apps loading their instrumentations on a shared machine.
  startTimeoutMs: 240_000,
});

describe('a chat turn through the edge, traced', () => {
  const marker = `prompt-marker-${randomUUID()}`;
  const email = `trace.${randomUUID().slice(0, 8)}@example.org`;
  const card = '4111 1111 1111 1111';
  let apiKey = '';
  let requestId = '';
  let trace: ReceivedSpan[] = [];

  beforeAll(async () => {
    const made = await call<{ key: string }>(f.edge, 'POST', '/admin/api-keys', {
      token: f.admin.token,
      body: { name: 'tracing', tenantId: f.user.id },
    });
    expect(made.status).toBe(201);
    apiKey = made.body.key;
    f.mocks.openai.reply({ deltas: ['Noted.'] });
    const res = await call(f.edge, 'POST', '/v1/chat/completions?api_key=query-secret-value', {
      token: apiKey,
      body: { model: 'gpt-4o-mini', messages: [{ role: 'user', content: `${marker} mail ${email}, card ${card}` }] },
    });
    expect(res.status).toBe(200);
    expect(f.mocks.openai.requests).toHaveLength(1);
    requestId = res.headers.get('x-request-id') ?? '';

    const traceId = () =>
      receiver.spans.find((s) => s.service === 'edge-gateway' && s.attributes['csg.request_id'] === requestId)?.traceId;
    const inTrace = () => receiver.spans.filter((s) => s.traceId === traceId());
    const has = (service: string, scope: RegExp) => inTrace().some((s) => s.service === service && scope.test(s.scope));
    await until(
      () => has('chat-pipeline', /postgres/) && has('chat-pipeline', /undici/) && has('edge-gateway', /undici/),
      'the turn’s spans reached the collector',
      20_000,
    );
    trace = inTrace();
  });

  it('is one trace from the edge through chat-pipeline to the provider call and PostgreSQL', () => {
    const services = new Set(trace.map((s) => s.service));
    expect(services).toEqual(new Set(['edge-gateway', 'chat-pipeline']));
    const scopes = (service: string) => new Set(trace.filter((s) => s.service === service).map((s) => s.scope));
    expect([...scopes('edge-gateway')]).toEqual(
      expect.arrayContaining(['@opentelemetry/instrumentation-http', '@opentelemetry/instrumentation-undici']),
    );
    expect([...scopes('chat-pipeline')]).toEqual(
      expect.arrayContaining([
        '@opentelemetry/instrumentation-http',
        '@fastify/otel',
        '@opentelemetry/instrumentation-undici',
        '@csg/telemetry/postgres',
      ]),
    );
    const provider = new URL(f.mocks.openai.url);
    const providerCall = trace.find(
      (s) =>
        s.service === 'chat-pipeline' &&
        s.scope.endsWith('undici') &&
        String(s.attributes['url.full']).startsWith(provider.origin),
    );
    expect(providerCall).toBeDefined();
    const queries = trace.filter((s) => s.scope === '@csg/telemetry/postgres');
    expect(queries.map((s) => s.name)).toContain('SELECT');
  });

  it('names the request id on every span of the request', () => {
    expect(requestId).not.toBe('');
    expect(trace.filter((s) => s.attributes['csg.request_id'] !== requestId).map((s) => [s.service, s.name])).toEqual(
      [],
    );
  });

  it('carries no prompt text, PII or credential in any span, of this request or any other', () => {
    const everything = receiver.spans.map((s) => s.raw).join('\n');
    const secrets = [marker, email, card, card.replaceAll(' ', ''), apiKey, f.user.token, f.admin.token];
    for (const secret of [...secrets, PROVIDER_KEY, 'query-secret-value'])
      expect(everything, secret).not.toContain(secret);
  });
});
