/**
 * The chat benchmark's request and reply, written for it: about 1 KB of benign English each (no
 * PII, secrets, attacks or abuse), so that every filter runs in full and none of them acts.
 */

const PROMPT_LINES = [
  'I am planning a small vegetable garden behind the house and would like some practical advice.',
  'The plot is about four metres by three, gets sun most of the morning and shade after lunch,',
  'and the soil is heavy clay that stays wet for a few days after it rains.',
  'I would like to grow tomatoes, beans, lettuce, carrots and a few herbs for the kitchen.',
  'Which of these are likely to do well in those conditions, and which should I leave out?',
  'How should I improve the soil before planting, and is it worth building raised beds?',
  'I can spend about two hours at the weekend and a little time in the evenings to water.',
  'Please suggest a simple layout, a rough planting calendar for a temperate climate,',
  'and a short list of tools that a beginner actually needs, without anything expensive.',
  'Keep the answer friendly and practical, with short paragraphs rather than long lists.',
];

const REPLY_TEXT = [
  'A garden of that size is a good start, and most of your list will be happy there.',
  'Lettuce, beans and herbs such as parsley and chives cope well with morning sun and afternoon shade.',
  'Tomatoes want more warmth, so give them the sunniest corner and pick an early, compact variety.',
  'Carrots struggle in heavy clay, so grow a short, round type or leave them out for the first year.',
  'Before planting, spread a thick layer of compost or well rotted manure and fork it into the top layer.',
  'Raised beds are worth it on wet clay: even a low frame lets the soil drain and warm up sooner.',
  'A simple layout is two beds with a path between them, tall plants on the north side.',
  'Sow lettuce and herbs in early spring, beans once the frosts are over, and plant tomatoes out last.',
  'Water in the evening, at the base of the plants, and mulch to keep the soil moist between visits.',
  'A spade, a fork, a hand trowel, a watering can and a pair of gloves are all you really need.',
  'Enjoy the first season, keep notes, and adjust next year based on what grew well for you.',
];

function toBytes(lines: readonly string[], bytes: number): string {
  let text = lines.join(' ');
  while (Buffer.byteLength(text) < bytes) text += ` ${text}`;
  return text.slice(0, bytes).trimEnd();
}

/** About 1 KB of user prompt. */
export const PROMPT = toBytes(PROMPT_LINES, 1024);
/** About 1 KB of model reply. */
export const REPLY = toBytes(REPLY_TEXT, 1024);
/** How many streamed delta frames the mock splits the reply into. */
export const DELTA_COUNT = 20;

/** The reply cut into `count` pieces of about the same length, for the mock's delta frames. */
export function replyDeltas(text = REPLY, count = DELTA_COUNT): string[] {
  const size = Math.ceil(text.length / count);
  return Array.from({ length: count }, (_, i) => text.slice(i * size, (i + 1) * size)).filter(Boolean);
}

export const MODEL = 'gpt-4o-mini';
/** The key the mock requires, and the credential the benchmark stores for it. */
export const MOCK_API_KEY = 'sk-bench-chat';

/** The gateway's request: OpenAI-shaped, the default filter (content-safety-v2) on both sides. */
export const gatewayBody = (): string =>
  JSON.stringify({ model: MODEL, messages: [{ role: 'user', content: PROMPT }], stream: true });

/** What the gateway's OpenAI adapter sends the provider for the same turn. */
export const providerBody = (): string =>
  JSON.stringify({
    model: MODEL,
    messages: [{ role: 'user', content: PROMPT }],
    stream: true,
    stream_options: { include_usage: true },
  });
