import { join, resolve } from 'node:path';
import { fields, loadJsonl, type Raw } from './jsonl.ts';

/**
 * Streaming loaders for the public evaluation corpora (fields: /work/shared/eval/SOURCES.md).
 * Each loader keeps only the fields the benchmark scores, under their upstream names, and rejects
 * an unknown label so a changed corpus fails loudly instead of scoring silently wrong.
 */

export interface SecretCase {
  id: string;
  text: string;
  label: 'secret' | 'no_secret' | 'secret_other_type';
  expect: string[];
  /** Rough vendor bucket added by the collector. */
  category: string;
  dataset: string;
  rule_id: string;
  synthetic_random: boolean;
  /** The upstream rule also looks at a file path, which the gateway never has. */
  path_dependent: boolean;
  /** `rule`: a negative says only that its own upstream rule must not fire. */
  negative_scope?: string;
}

export interface PiiSpan {
  start: number;
  end: number;
  entity_type: string;
}

/** A number, or a list of numbers / [low, high] ranges; 'max' stands for the top score. */
export type ExpectedScore = number | ReadonlyArray<number | string | ReadonlyArray<number | string>>;

export interface PiiCase {
  id: string;
  text: string;
  label: 'pii' | 'no_pii' | 'pii_other_type';
  expect: string[];
  entity_type?: string;
  expected_count: number;
  /** Gold spans without their values: the benchmark never needs the PII itself. */
  spans: PiiSpan[];
  expected_score?: ExpectedScore;
  recognizer_params?: Record<string, unknown>;
  kind: string;
  negative_scope?: string;
  dataset: string;
}

export interface JailbreakCase {
  id: string;
  text: string;
  label: 'jailbreak' | 'prompt_injection' | 'indirect_prompt_injection' | 'benign' | 'harmful_request';
  is_attack: boolean;
  category: string;
  /** The corpus has no dataset field; this is the upstream repository (`owner/repo`) from `source`. */
  dataset: string;
  hard_negative: boolean;
}

export interface ToxicityCase {
  id: string;
  text: string;
  label: 'toxic' | 'non_toxic';
  is_toxic: boolean;
  dataset: string;
  subtype?: string;
}

const ROOT = resolve(import.meta.dirname, '../../..');

export function evalDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.EVAL_DIR ?? resolve(ROOT, '../shared/eval');
}

function parseSecret(raw: Raw, where: string): SecretCase {
  const f = fields(raw, where);
  return {
    id: f.str('id'),
    text: f.str('text'),
    label: f.oneOf('label', ['secret', 'no_secret', 'secret_other_type']),
    expect: f.strings('expect'),
    category: f.str('category'),
    dataset: f.str('dataset'),
    rule_id: f.str('rule_id'),
    synthetic_random: f.bool('synthetic_random', false),
    path_dependent: f.bool('path_dependent', false),
    negative_scope: f.optStr('negative_scope'),
  };
}

function parseSpan(value: unknown, where: string): PiiSpan {
  const s = (typeof value === 'object' && value !== null ? value : {}) as Raw;
  const { start, end, entity_type } = s;
  if (typeof start !== 'number' || typeof end !== 'number' || typeof entity_type !== 'string') {
    throw new Error(`${where}: malformed span`);
  }
  return { start, end, entity_type };
}

function parsePii(raw: Raw, where: string): PiiCase {
  const f = fields(raw, where);
  const { spans, expected_count, expected_score, recognizer_params } = raw;
  if (!Array.isArray(spans)) f.fail('spans', 'a list');
  if (typeof expected_count !== 'number') f.fail('expected_count', 'a number');
  return {
    id: f.str('id'),
    text: f.str('text'),
    label: f.oneOf('label', ['pii', 'no_pii', 'pii_other_type']),
    expect: f.strings('expect'),
    entity_type: f.optStr('entity_type'),
    expected_count: expected_count as number,
    spans: (spans as unknown[]).map((s) => parseSpan(s, where)),
    expected_score: expected_score as ExpectedScore | undefined,
    recognizer_params: recognizer_params as Record<string, unknown> | undefined,
    kind: f.str('kind'),
    negative_scope: f.optStr('negative_scope'),
    dataset: f.str('dataset'),
  };
}

function parseJailbreak(raw: Raw, where: string): JailbreakCase {
  const f = fields(raw, where);
  return {
    id: f.str('id'),
    text: f.str('text'),
    label: f.oneOf('label', [
      'jailbreak',
      'prompt_injection',
      'indirect_prompt_injection',
      'benign',
      'harmful_request',
    ]),
    is_attack: f.bool('is_attack'),
    category: f.str('category'),
    dataset: f.str('source').split(':')[0] ?? '',
    hard_negative: f.bool('hard_negative', false),
  };
}

function parseToxicity(raw: Raw, where: string): ToxicityCase {
  const f = fields(raw, where);
  return {
    id: f.str('id'),
    text: f.str('text'),
    label: f.oneOf('label', ['toxic', 'non_toxic']),
    is_toxic: f.bool('is_toxic'),
    dataset: f.str('dataset'),
    subtype: f.optStr('subtype'),
  };
}

export const loadSecrets = (dir = evalDir()) => loadJsonl(join(dir, 'secrets.jsonl'), parseSecret);
export const loadPii = (dir = evalDir()) => loadJsonl(join(dir, 'pii.jsonl'), parsePii);
export const loadJailbreak = (dir = evalDir()) => loadJsonl(join(dir, 'jailbreak.jsonl'), parseJailbreak);
export const loadToxicity = (dir = evalDir()) => loadJsonl(join(dir, 'toxicity.jsonl'), parseToxicity);
