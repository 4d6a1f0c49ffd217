import { Agent, request as undiciRequest, type Dispatcher } from 'undici';
import type { ProviderAdapter } from './adapters/adapter.ts';
import { createAdapters } from './adapters/index.ts';
import { LOCAL_RUNTIME_PROVIDER } from './credentials/base-url.ts';
import { createDeadline, DEFAULT_PROVIDER_TIMEOUTS, type ProviderTimeouts } from './deadline.ts';
import { systemLookup, type LookupAll } from './host-lookup.ts';
import { ProviderError } from './provider-error.ts';
import { publicOnlyConnector } from './public-address-connector.ts';
import type { ChatEvent, ChatRequest, StreamChatOptions } from './types.ts';

// Vendors' error bodies are a few hundred bytes; a misconfigured endpoint could send anything.
const ERROR_BODY_LIMIT = 64 * 1024;

export interface ProviderClientOptions {
  /**
   * ALLOW_PRIVATE_PROVIDER_URLS. Off, a hosted provider's connection is refused when its host is,
   * or resolves to, an address that is not public; the local runtime may always connect anywhere.
   */
  allowPrivateAddresses: boolean;
  timeouts?: Partial<ProviderTimeouts>;
  /** Resolves provider host names for that check; default: the system resolver. */
  lookup?: LookupAll;
}

export interface ProviderClient {
  /**
   * One chat turn as events. Every failure is a ProviderError, thrown from the iteration; a stream
   * that yields `done` ended cleanly. Stopping the iteration early aborts the upstream request.
   */
  streamChat(request: ChatRequest, options?: StreamChatOptions): AsyncGenerator<ChatEvent>;
  /** Closes the client's connections. */
  close(): Promise<void>;
}

async function readLimited(body: Dispatcher.ResponseData['body']): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= ERROR_BODY_LIMIT) break;
  }
  return Buffer.concat(chunks).toString('utf8').slice(0, ERROR_BODY_LIMIT);
}

async function* watchFirstByte(body: AsyncIterable<Uint8Array>, onFirstByte: () => void): AsyncGenerator<Uint8Array> {
  for await (const chunk of body) {
    onFirstByte();
    yield chunk;
  }
}

export function createProviderClient(options: ProviderClientOptions): ProviderClient {
  const timeouts = { ...DEFAULT_PROVIDER_TIMEOUTS, ...options.timeouts };
  // The client's own timers are the ones that fire; undici's only back them up.
  const agentTimeouts = { headersTimeout: timeouts.totalMs, bodyTimeout: timeouts.totalMs };
  const anyAddress = new Agent({ ...agentTimeouts, connect: { timeout: timeouts.connectMs } });
  // Checked where the socket connects, not where the URL was saved: DNS can change in between.
  const hosted = options.allowPrivateAddresses
    ? anyAddress
    : new Agent({
        ...agentTimeouts,
        connect: publicOnlyConnector({ timeoutMs: timeouts.connectMs, lookup: options.lookup ?? systemLookup }),
      });
  const dispatcherFor = (provider: string): Dispatcher => (provider === LOCAL_RUNTIME_PROVIDER ? anyAddress : hosted);
  const adapters = createAdapters();

  async function* streamChat(request: ChatRequest, { signal }: StreamChatOptions = {}): AsyncGenerator<ChatEvent> {
    const adapter: ProviderAdapter = adapters[request.provider];
    const call = adapter.buildCall(request);
    const deadline = createDeadline(request.provider, timeouts, signal);
    let completed = false;
    try {
      const response = await undiciRequest(call.url, {
        dispatcher: dispatcherFor(request.provider),
        method: 'POST',
        headers: call.headers,
        body: call.body,
        signal: deadline.signal,
      });
      if (response.statusCode >= 400) {
        // The vendor has answered; only the total budget bounds reading its error body.
        deadline.firstByte();
        throw adapter.httpError(response.statusCode, await readLimited(response.body));
      }
      if (response.statusCode >= 300) {
        throw new ProviderError(request.provider, 'protocol', 'unexpected redirect', { status: response.statusCode });
      }
      // `done` is held back until the body has ended, so the connection goes back to the pool
      // whole even when the consumer stops at `done`.
      let done: ChatEvent | undefined;
      for await (const event of adapter.decode(watchFirstByte(response.body, deadline.firstByte))) {
        if (event.type === 'done') done = event;
        else if (!done) yield event;
      }
      if (!done) throw new ProviderError(request.provider, 'protocol', 'the stream ended before the provider finished');
      completed = true;
      yield done;
    } catch (err) {
      throw deadline.failure(err);
    } finally {
      deadline.dispose(completed);
    }
  }

  return {
    streamChat,
    close: async () => {
      await Promise.all([...new Set([anyAddress, hosted])].map((agent) => agent.close()));
    },
  };
}
