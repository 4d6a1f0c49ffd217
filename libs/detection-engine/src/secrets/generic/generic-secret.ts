import { readAssignment, type Assignment } from './assignment.ts';
import { shannonEntropy } from '../values/entropy.ts';
import type { KeywordHit } from '../rule-engine/keyword-index.ts';
import type { RawFinding } from '../rule-engine/rule-engine.ts';
import { identifierFacts } from './secret-name.ts';
import { looksLikeSecretValue } from '../values/secret-value.ts';
import { plausibleKey } from '../values/token-shape.ts';
import { VENDOR_SLOT_TYPES } from '../vendors/vendor-slots.ts';

/** Stems that make an identifier name a secret; the keyword pass finds them. */
export const GENERIC_KEYWORDS: readonly string[] = [
  'key',
  'secret',
  'token',
  'pass',
  'pwd',
  'auth',
  'cred',
  'signature',
  'salt',
  'cookie',
];

/** Every type `findGenericSecrets` can report. */
export const GENERIC_SECRET_TYPES: readonly string[] = ['PASSWORD', 'GENERIC_SECRET', ...VENDOR_SLOT_TYPES];

const AUTH_SCHEME = /^(?:bearer|basic|token|bot|apikey|ssws)\s+(?=\S)/i;

/**
 * The credential inside a literal: what follows an auth scheme (`"Bearer abc…"`), without the
 * spaces that pad a single token inside its quotes (`' abc… '`).
 */
function credentialOf(assignment: Assignment | undefined): Assignment | undefined {
  // Padding and a scheme both need a space.
  if (!assignment || !/\s/.test(assignment.value)) return assignment;
  const padded = assignment.value.match(/^\s{1,8}(?=\S+\s{0,8}$)/)?.[0].length ?? 0;
  const scheme = AUTH_SCHEME.exec(assignment.value.slice(padded))?.[0].length ?? 0;
  const value = assignment.value.slice(padded + scheme).trimEnd();
  if (value === assignment.value) return assignment;
  const valueStart = assignment.valueStart + padded + scheme;
  return { ...assignment, value, valueStart, valueEnd: valueStart + value.length };
}

/**
 * Values assigned to identifiers that name a secret. `ownedByPrefix` tells whether the value
 * opens with one vendor's token prefix: that vendor's rule has then judged the value, so the
 * identifier's vendor slot does not call it the vendor's key. A value the vendor's rule refused
 * (edited, malformed) is still assigned to a secret's name, and the generic check judges it.
 */
export function findGenericSecrets(
  text: string,
  hits: readonly KeywordHit[],
  ownedByPrefix: (valueStart: number) => boolean,
): RawFinding[] {
  const findings: RawFinding[] = [];
  // A keyword inside a value already read is part of that value: skipping it keeps the work
  // linear when a text repeats `key=key=key=…`.
  let readUntil = -1;
  for (const hit of hits) {
    if (hit.start < readUntil) continue;
    const assignment = credentialOf(readAssignment(text, hit.start, hit.end));
    if (!assignment) continue;
    readUntil = assignment.valueEnd;
    const { kind, slot } = identifierFacts(assignment.name);
    if (!kind) continue;
    // A value cut short with an ellipsis is quoted from somewhere, not usable.
    if (text.startsWith('..', assignment.valueEnd)) continue;
    const value = assignment.value;
    // A PEM block in a string (`"-----BEGIN PRIVATE KEY-----\\nMII…"`) is the private-key rule's,
    // which names it precisely.
    if (value.includes('-----BEGIN')) continue;
    if (!ownedByPrefix(assignment.valueStart) && slot?.test(value) === true && plausibleKey(value)) {
      findings.push({
        type: slot.type,
        start: assignment.valueStart,
        end: assignment.valueEnd,
        confidence: 0.85,
        source: 'validator',
      });
      continue;
    }
    if (slot?.exclusive === true) continue;
    if (!looksLikeSecretValue(value, kind, assignment.quoted)) continue;
    const bits = shannonEntropy(value);
    findings.push({
      type: kind === 'PASSWORD' ? kind : 'GENERIC_SECRET',
      start: assignment.valueStart,
      end: assignment.valueEnd,
      confidence: Math.min(0.85, 0.55 + bits / 20),
      source: 'validator',
    });
  }
  return findings;
}
