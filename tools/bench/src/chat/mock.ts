import { startMockProvider } from '@csg/testing/mock-providers';
import { DELTA_COUNT, MOCK_API_KEY, replyDeltas } from './payload.ts';

/**
 * The OpenAI mock for the chat benchmark, in a process of its own so that the load generator and
 * the provider do not share an event loop. Reports its URL over IPC; stops on SIGTERM or when the
 * parent goes away.
 */
const script = { deltas: replyDeltas(), usage: { promptTokens: 256, completionTokens: DELTA_COUNT } };
const mock = await startMockProvider('openai', { apiKey: MOCK_API_KEY });
mock.reply(script);

// The mock records every request; a run sends tens of thousands, so forget them now and then
// (reset also drops the script: set it again in the same turn, before any request is handled).
const forget = setInterval(() => {
  mock.reset();
  mock.reply(script);
}, 1_000);

const stop = async () => {
  clearInterval(forget);
  await mock.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('disconnect', () => void stop());
process.send?.({ type: 'listening', url: mock.url });
