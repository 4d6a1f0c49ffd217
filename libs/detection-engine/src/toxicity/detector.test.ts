import { describe, expect, it } from 'vitest';
import { normalize } from '../normalize/index.ts';
import type { Finding } from '../types.ts';
import { createToxicityDetector } from './detector.ts';
import { TOXICITY_LABEL_DEFINITIONS, TOXICITY_LABELS, type ToxicityLabel } from './labels.ts';
import { DEFAULT_CONTEXT } from '../test-support.ts';

const detector = createToxicityDetector();
const detect = (text: string): Finding[] => detector.detect(normalize(text), DEFAULT_CONTEXT);
/** The labels found at or above the default policy threshold. */
const labels = (text: string, threshold = 0.6): Set<string> =>
  new Set(
    detect(text)
      .filter((f) => f.confidence >= threshold)
      .map((f) => f.type),
  );
const spans = (text: string, type: ToxicityLabel): string[] =>
  detect(text)
    .filter((f) => f.type === type)
    .map((f) => text.slice(f.start, f.end));

describe('toxicity labels', () => {
  it('has the 13 hap-guard-v2 labels, each with a one-line definition', () => {
    expect(TOXICITY_LABELS).toHaveLength(13);
    expect(TOXICITY_LABELS).toContain('SEXUAL_MINORS');
    expect(TOXICITY_LABELS).toContain('THREAT');
    for (const label of TOXICITY_LABELS) expect(TOXICITY_LABEL_DEFINITIONS[label]).toMatch(/^[^\n]+\.$/);
  });

  it('makes a detector of the toxicity category, one per engine (its word cache is its own)', () => {
    expect(createToxicityDetector().emits).toEqual([{ category: 'toxicity', types: TOXICITY_LABELS }]);
    expect(createToxicityDetector()).not.toBe(createToxicityDetector());
  });
});

describe('toxicity detector: one positive per label', () => {
  const cases: [ToxicityLabel, string][] = [
    ['HATE', 'Get those kikes out of here.'],
    ['HARASSMENT', 'Shut the fuck up and go away.'],
    ['INSULT', 'You are a complete moron.'],
    ['PROFANITY', 'This fucking printer jammed again.'],
    ['THREAT', "I'm going to kill you when I see you."],
    ['VIOLENCE', 'Every one of those traitors should be hanged.'],
    ['SELF_HARM', 'Some nights I just want to kill myself.'],
    ['SEXUAL', 'She sent him nudes and a video of a blowjob.'],
    ['SEXUAL_MINORS', 'He asked the 13 year old for nudes.'],
    ['EXTREMISM', 'Sieg heil, the race war is coming.'],
    ['IDENTITY_ATTACK', 'Being gay is disgusting.'],
    ['BULLYING', 'Nobody likes you, go cry somewhere else.'],
    ['SEVERE_TOXICITY', 'You worthless cunt, I will kill you and your whole family.'],
  ];
  it.each(cases)('%s: %s', (label, text) => {
    const findings = detect(text).filter((f) => f.type === label);
    expect(findings.length).toBeGreaterThan(0);
    expect(Math.max(...findings.map((f) => f.confidence))).toBeGreaterThanOrEqual(0.6);
    for (const f of findings) expect(f).toMatchObject({ category: 'toxicity', source: 'regex' });
  });

  it('gives a direct death threat a confidence the default policy rejects (THREAT >= 0.8)', () => {
    const threat = detect('i will fucking murder you').find((f) => f.type === 'THREAT');
    expect(threat?.confidence).toBeGreaterThanOrEqual(0.8);
  });
});

describe('toxicity detector: hard negatives', () => {
  it.each([
    'I am a gay person.',
    'Being gay is wonderful.',
    'You are a kind queer.',
    'My neighbour is a Muslim woman who teaches maths.',
    'I am proud to be a black woman.',
    'Jewish people celebrate Hanukkah in winter.',
    'Older people often enjoy gardening.',
    'The immigrant community opened a new bakery.',
    'Kill the process and restart the server.',
    "I'll kill this bug before lunch.",
    'I killed it at the gym today.',
    'The killer was sentenced to life in prison.',
    'Scunthorpe United won the cup.',
    'The assassin in that game has a cool class.',
    'We ordered cocktails and a shiitake risotto.',
    'Chop the tomatoes and cut them into cubes.',
    "I'm going to shoot him a message about the meeting.",
    'I hate Mondays.',
    'Magna cum laude graduates get a medal.',
    'My kid asked about sex education at school.',
  ])('does not flag: %s', (text) => {
    expect(labels(text)).toEqual(new Set());
  });
});

describe('toxicity detector: targets, negation and mention', () => {
  it('counts an insult aimed at the reader more than an untargeted one', () => {
    const aimed = detect('you are so stupid').find((f) => f.type === 'INSULT');
    const loose = detect('that movie was stupid').find((f) => f.type === 'INSULT');
    expect(aimed?.confidence).toBeGreaterThanOrEqual(0.6);
    expect(loose?.confidence ?? 0).toBeLessThan(0.6);
  });

  it('turns a strong insult at the reader into harassment too', () => {
    expect(labels('you stupid bitch')).toEqual(new Set(['INSULT', 'HARASSMENT', 'SEVERE_TOXICITY']));
  });

  it.each(["You're not stupid at all.", 'He is not an idiot.', 'I would never hurt you.', "I don't hate you."])(
    'softens a negated insult or threat: %s',
    (text) => expect(labels(text)).toEqual(new Set()),
  );

  it.each(['He called me an idiot yesterday.', 'The word "moron" comes from Greek.'])(
    'softens a word that is mentioned rather than used: %s',
    (text) => expect(labels(text)).toEqual(new Set()),
  );

  it('keeps a slur a slur even when negated', () => {
    expect(labels("don't be such a faggot")).toContain('HATE');
  });

  it('needs a negative word next to a group to call it an identity attack', () => {
    expect(labels('Immigrants are animals.')).toContain('IDENTITY_ATTACK');
    expect(labels('honestly I hate immigrants')).toContain('HATE');
    expect(labels('Bartholomew is a filthy christian')).toContain('IDENTITY_ATTACK');
    expect(labels('Bartholomew is a friendly christian')).toEqual(new Set());
  });
});

describe('toxicity detector: offsets', () => {
  it('reports the offending phrase in the original text', () => {
    const text = 'Well. You are a total MORON, honestly.';
    expect(spans(text, 'INSULT')).toEqual(['MORON']);
  });

  it('maps spans of obfuscated words back to the original characters', () => {
    const text = 'ok so y0u are a st00pid b1tch!!';
    expect(spans(text, 'INSULT')).toEqual(['st00pid b1tch']);
    expect(spans('what the f u c k is this', 'PROFANITY')).toEqual(['f u c k']);
  });

  it('covers the whole threat and the whole sentence for severe toxicity', () => {
    const text = 'First line. I will fucking kill you, you worthless cunt. Bye.';
    expect(spans(text, 'THREAT')).toEqual(['I will fucking kill you']);
    expect(spans(text, 'SEVERE_TOXICITY')).toEqual(['I will fucking kill you, you worthless cunt']);
  });
});

describe('toxicity detector: obfuscation', () => {
  it.each([
    ['f*ck this', 'PROFANITY'],
    ['sh!t happens', 'PROFANITY'],
    ['fuuuuck off', 'HARASSMENT'],
    ['you are an i d i o t', 'INSULT'],
    ['you are a b.i.t.c.h', 'INSULT'],
    ['FUCKTARDS everywhere', 'INSULT'],
    ['absofuckinglutely not', 'PROFANITY'],
    ['k1ll y0urs3lf', 'SELF_HARM'],
  ])('sees through %s', (text, label) => {
    expect(labels(text)).toContain(label);
  });
});

describe('toxicity detector: adversarial input', () => {
  it.each([
    ['letters', 'a'.repeat(100_000)],
    ['masks', 'f*'.repeat(50_000)],
    ['entities', '&#&#8220;'.repeat(12_000)],
    ['stretched', 'fuuu'.repeat(25_000)],
    ['one long sentence', 'you stupid ugly fat worthless '.repeat(3_500)],
    ['threats', 'i will kill you and '.repeat(5_000)],
    ['groups', 'filthy jews hate muslims kill gays '.repeat(3_000)],
  ])('finishes 100 KB of %s quickly', (_name, text) => {
    const started = performance.now();
    detector.detect(normalize(text), DEFAULT_CONTEXT);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
