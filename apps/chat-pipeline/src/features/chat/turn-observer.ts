import { Counter, Histogram, type Registry } from '@prometheus-io/client';
import type { ObserveTurn } from './turn-summary.ts';

export interface TurnObserverDeps {
  registry: Registry;
  log: { info: (details: object, message: string) => void };
}

/**
 * A turn's one summary line and its series, both read from the summary the chat service built.
 * Labels are the catalogue's provider and model and the fixed outcomes: never a tenant.
 */
export function createTurnObserver({ registry, log }: TurnObserverDeps): ObserveTurn {
  const registers = [registry];
  const turns = new Counter({
    name: 'csg_chat_turns_total',
    help: 'Chat turns by provider, model and outcome.',
    labelNames: ['provider', 'model', 'outcome'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'csg_provider_request_seconds',
    help: 'A chat turn’s provider call, from the request to its last event or failure.',
    labelNames: ['provider', 'model'] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 40, 80],
    registers,
  });
  const tokens = new Counter({
    name: 'csg_provider_tokens_total',
    help: 'Tokens of the chat turns by provider, model and kind (prompt, completion); estimated when the provider reports none.',
    labelNames: ['provider', 'model', 'kind'] as const,
    registers,
  });

  return (summary) => {
    const { provider, model } = summary;
    turns.labels(provider, model, summary.outcome).inc();
    if (summary.providerLatencyMs !== undefined)
      latency.labels(provider, model).observe(summary.providerLatencyMs / 1000);
    if (summary.tokens) {
      tokens.labels(provider, model, 'prompt').inc(summary.tokens.prompt);
      tokens.labels(provider, model, 'completion').inc(summary.tokens.completion);
    }
    // Fastify's key for the request id, so this line is found with the request's other lines.
    const { requestId: reqId, ...rest } = summary;
    log.info({ reqId, ...rest }, 'chat turn');
  };
}
