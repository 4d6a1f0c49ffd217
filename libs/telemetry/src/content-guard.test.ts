import { SpanStatusCode } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { describe, expect, it } from 'vitest';
import { contentGuard, REDACTED } from './content-guard.ts';

const exporter = new InMemorySpanExporter();
const provider = new TracerProvider({ spanProcessors: [contentGuard, new SimpleSpanProcessor({ exporter })] });
const tracer = provider.getTracer('guard-test');

describe('contentGuard', () => {
  it('keeps no query string, error message or exception text, whatever an instrumentation recorded', () => {
    const span = tracer.startSpan('POST', {
      attributes: {
        'url.full': 'https://vendor.example/v1beta/models/x:generate?key=AIza-secret',
        'url.path': '/v1/chat/completions?api_key=gw-secret',
        'url.query': 'api_key=gw-secret',
        'http.target': '/x?token=t-secret',
        'http.route': '/v1/chat/completions',
        'server.address': 'vendor.example',
      },
    });
    span.recordException(new Error('Failed query: insert ... params: jane@example.org'));
    span.setStatus({ code: SpanStatusCode.ERROR, message: 'params: jane@example.org' });
    span.end();

    const [ended] = exporter.getFinishedSpans();
    expect(ended?.attributes).toEqual({
      'url.full': 'https://vendor.example/v1beta/models/x:generate',
      'url.path': '/v1/chat/completions',
      'url.query': REDACTED,
      'http.target': '/x',
      'http.route': '/v1/chat/completions',
      'server.address': 'vendor.example',
    });
    expect(ended?.status).toEqual({ code: SpanStatusCode.ERROR });
    expect(ended?.events[0]?.attributes).toEqual({ 'exception.type': 'Error' });
    expect(JSON.stringify(ended?.events)).not.toMatch(/secret|jane/);
  });
});
