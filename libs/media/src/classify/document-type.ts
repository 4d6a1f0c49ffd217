import type { DOCUMENT_TYPES } from '@csg/contracts';
import type { MrzFormat } from '../mrz/index.ts';

/**
 * The rule-based document classifier (specification "Image analysis result", `documentType`):
 * which kind of image this is, how sure, and the rules that fired (`signals`). Its answer decides,
 * among other things, whether jailbreak detection runs over the text (an identity document's text
 * is data, not instructions). Rules only: the doc-classifier component, when deployed, is asked
 * first and this answers when it cannot.
 */

export type DocumentKind = (typeof DOCUMENT_TYPES)[number];

export interface DocumentType {
  type: DocumentKind;
  confidence: number;
  signals: string[];
}

export interface ClassifyInput {
  /** The OCR text, lines joined with "\n". */
  text: string;
  width: number;
  height: number;
  /** The parsed machine-readable zone, when there is one: its ICAO format and document code. */
  mrz?: { format: MrzFormat; documentCode: string };
  /** Entity types the detectors found in the text. */
  entityTypes: readonly string[];
  /** The image carries a camera's EXIF (make or model). */
  fromCamera?: boolean;
}

/**
 * A case-insensitive pattern for whole words: `\b` is ASCII-only and would not end a word on "É"
 * ("IDENTITÉ").
 */
const whole = (alternatives: string, flags = 'iu'): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, flags);

/** Words printed on the document kinds, in the languages of the OCR data the gateway ships. */
const KEYWORDS: readonly (readonly [DocumentKind, RegExp])[] = [
  ['passport', whole('passport|reisepass|passeport|pasaporte|passaporto|paspoort|passaporte|pass(?:-|\\s)?nr|паспорт')],
  [
    'id_card',
    whole(
      'identity\\s+card|id\\s+card|personalausweis|carte\\s+(?:nationale\\s+)?d.identit[ée]|documento\\s+(?:nacional\\s+)?de\\s+identidad|carta\\s+d.identit[àa]|identiteitskaart|cart[ãa]o\\s+de\\s+cidad[ãa]o|dni|residence\\s+permit|aufenthaltstitel',
    ),
  ],
  [
    'driver_license',
    whole(
      "driv(?:ing|er'?s?)\\s+licen[cs]e|f[üu]hrerschein|permis\\s+de\\s+conduire|permiso\\s+de\\s+conduc(?:ir|ci[óo]n)|patente\\s+di\\s+guida|rijbewijs|carta\\s+de\\s+condu[çc][ãa]o",
    ),
  ],
  [
    'payment_card',
    whole('valid\\s+thru|good\\s+thru|card\\s*holder|debit|credit\\s+card|visa|mastercard|maestro|amex'),
  ],
];

/** Field labels of identity documents: a passport's visual zone, ID cards and licences. */
const IDENTITY_LABELS = whole(
  'surname|given\\s+names?|date\\s+of\\s+birth|place\\s+of\\s+birth|nationality|date\\s+of\\s+expiry|sex|nom|pr[ée]noms?|geburtsdatum|staatsangeh[öo]rigkeit|apellidos|fecha\\s+de\\s+nacimiento|cognome|data\\s+di\\s+nascita|achternaam|geboortedatum',
  'giu',
);

/** Screen chrome and application text that a screenshot shows and a scan does not. */
const SCREEN_WORDS =
  /\b(?:file\s+edit\s+view|settings|search|sign\s+in|log\s*in|inbox|reply|send|cancel|ok|menu|home|notifications|https?:\/\/|www\.)/giu;

const countMatches = (pattern: RegExp, text: string): number => text.match(pattern)?.length ?? 0;

export function classifyDocument(input: ClassifyInput): DocumentType {
  const scores = new Map<DocumentKind, number>();
  const signals: string[] = [];
  const vote = (kind: DocumentKind, weight: number, signal: string): void => {
    scores.set(kind, (scores.get(kind) ?? 0) + weight);
    signals.push(signal);
  };

  if (input.mrz) {
    const { format, documentCode } = input.mrz;
    const code = documentCode.charAt(0).toUpperCase();
    // Visas (MRV) are printed in passports.
    const kind: DocumentKind =
      format === 'TD3' || format === 'MRV_A' || format === 'MRV_B' || code === 'P' ? 'passport' : 'id_card';
    vote(kind, 3, `mrz:${format.toLowerCase()}`);
  }
  for (const [kind, pattern] of KEYWORDS) {
    const match = pattern.exec(input.text);
    if (match) vote(kind, kind === 'payment_card' ? 1 : 1.5, `keyword:${match[0].toLowerCase().replace(/\s+/g, ' ')}`);
  }
  const labels = countMatches(IDENTITY_LABELS, input.text);
  if (labels >= 2) {
    // Labels alone say "identity document", not which: they lean to the ID card, the commonest.
    vote('id_card', 0.5 + 0.25 * Math.min(labels, 4), `labels:${labels}`);
  }
  if (input.entityTypes.includes('CREDIT_CARD')) vote('payment_card', 1.5, 'entity:credit_card');

  const words = input.text.split(/\s+/).filter(Boolean).length;
  const lines = input.text.split('\n').filter((line) => line.trim() !== '').length;
  const screen = countMatches(SCREEN_WORDS, input.text);
  if (screen >= 3) vote('screenshot', 0.5 + 0.25 * Math.min(screen, 6), `screen-words:${screen}`);
  if (words >= 60 && lines >= 6) vote('document', 1 + Math.min(words, 400) / 400, `text:${words}-words`);
  if (words < 8) {
    if (input.fromCamera) vote('photo', 1.5, 'exif:camera');
    if (input.width * input.height >= 1_000_000) vote('photo', 1, 'large-image-little-text');
  } else if (input.fromCamera) {
    signals.push('exif:camera');
  }

  let best: DocumentKind = 'unknown';
  let top = 0;
  let total = 0;
  for (const [kind, score] of scores) {
    total += score;
    if (score > top) [best, top] = [kind, score];
  }
  if (best === 'unknown') return { type: 'unknown', confidence: 0, signals };
  // Sure in proportion to the evidence and to how little of it points elsewhere.
  const confidence = Math.min(0.99, (top / (top + 1)) * (top / total));
  return { type: best, confidence: Math.round(confidence * 100) / 100, signals };
}

/** Kinds whose text is data printed on a document, never instructions to a model. */
export const isIdentityDocument = (kind: DocumentKind): boolean =>
  kind === 'passport' || kind === 'id_card' || kind === 'driver_license';
