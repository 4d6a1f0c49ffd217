/**
 * Inputs for the detection speed benchmark, written for it (no corpus text): a 2 KB English prompt
 * with a few PII items, and a deterministic mixed corpus of prose, PII, code and random tokens.
 * The PII values are documentation examples (test card number, example IBAN, TEST-NET address).
 */

const PROMPT_OPENING = [
  'Hi, I need help drafting a reply to a customer who wrote to our support desk this morning.',
  'Her name is Jane Morrison and she can be reached at jane.morrison@example.org or on +1 415 555 0134.',
  'She says the card ending in the number 4111 1111 1111 1111 was charged twice for the same order,',
  'and she would like the refund sent to her bank account GB82 WEST 1234 5698 7654 32 instead of the card.',
  'Our logs show the second request came from 203.0.113.42 about four minutes after the first one.',
];

const ENGLISH_PROSE = [
  'Please keep the tone friendly and short, apologise for the inconvenience, and explain the next steps.',
  'The refund usually takes three to five working days once the finance team has approved it.',
  'We should also mention that duplicate charges are normally reversed automatically by the bank.',
  'If anything is unclear, suggest that she replies to this thread rather than opening a new ticket.',
  'Summarise the timeline in two sentences so that the reviewer can check it quickly.',
  'Avoid promising a specific date, because the payment provider sometimes needs extra time.',
  'The quarterly report is due next Friday and the draft still needs a section on hiring.',
  'Could you rewrite this paragraph so that it reads well for people who are new to the project?',
  'The build failed again on the integration branch, probably because of the flaky network test.',
  'Our team meeting moved to Thursday afternoon; the agenda covers the migration and the budget.',
];

const PROSE = [
  ...ENGLISH_PROSE,
  "Le rendez-vous est confirmé pour mardi prochain à quinze heures, merci d'arriver à l'avance.",
  'Die Lieferung verzögert sich um zwei Tage, weil das Lager über das Wochenende geschlossen ist.',
];

const PII_LINES = [
  'Contact: Tom Becker <tom.becker@example.com>, phone +44 20 7946 0958.',
  'Card on file: 5555 5555 5555 4444, expiry 09/29.',
  'Wire to DE89 3704 0044 0532 0130 00 by the end of the month.',
  'SSN 123-45-6789 was entered in the wrong field of the form.',
  'Server 198.51.100.7 answered, then 2001:db8::1 timed out.',
];

const CODE_LINES = [
  'const retries = Number(process.env.RETRIES ?? 3);',
  'for (let i = 0; i < items.length; i += 1) total += items[i].price;',
  'SELECT id, created_at FROM orders WHERE status = $1 ORDER BY id LIMIT 50;',
  '{"level":"info","msg":"request finished","status":200,"ms":12}',
];

/** Mulberry32: small, fast, deterministic; good enough to mix benchmark text. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const HEX = '0123456789abcdef';

function randomToken(random: () => number, alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(random() * alphabet.length)];
  return out;
}

function randomPiece(random: () => number): string {
  const roll = random();
  if (roll < 0.45) return pick(random, PROSE);
  if (roll < 0.6) return pick(random, PII_LINES);
  if (roll < 0.75) return pick(random, CODE_LINES);
  if (roll < 0.85) return `token=${randomToken(random, ALPHANUMERIC, 8 + Math.floor(random() * 33))}`;
  if (roll < 0.92) return `sha ${randomToken(random, HEX, 40)}`;
  return Array.from({ length: 6 }, () => randomToken(random, ALPHANUMERIC, 2 + Math.floor(random() * 9))).join(' ');
}

/** About 2 KB (at most 2,048 bytes) of English prompt, ending on a whole sentence. */
export function twoKilobytePrompt(): string {
  const parts = [...PROMPT_OPENING];
  for (let i = 0; Buffer.byteLength(parts.join(' ')) < 2048; i++)
    parts.push(ENGLISH_PROSE[i % ENGLISH_PROSE.length] ?? '');
  parts.pop();
  return parts.join(' ');
}

/** Chunks of about `chunkBytes` each (never cut mid-piece), `totalBytes` in all, same output for the same seed. */
export function mixedCorpus(totalBytes: number, chunkBytes: number, seed: number): string[] {
  const random = seededRandom(seed);
  const chunks: string[] = [];
  let total = 0;
  while (total < totalBytes) {
    const pieces: string[] = [];
    let size = 0;
    while (size < Math.min(chunkBytes, totalBytes - total)) {
      const piece = randomPiece(random);
      pieces.push(piece);
      size += Buffer.byteLength(piece) + 1;
    }
    chunks.push(pieces.join(random() < 0.5 ? '\n' : ' '));
    total += size;
  }
  return chunks;
}
