import type { Detector, Finding, NormalizedText } from '../../types.ts';
import { decodeCandidates, rot13Candidate } from './decoders.ts';
import { scorePromptAttacks } from '../prompt/prompt-attacks.ts';
import { scriptConfidence } from './script-injection.ts';

// Hiding an instruction in an encoding is itself a tell, so decoded evidence counts for more than
// the same evidence in clear text: a decoded 0.4 becomes 0.75.
const ENCODING_BONUS = 0.35;
const MIN_DECODED = 0.4;

function decodedConfidence(decoded: string): number {
  const view = decoded.toLowerCase();
  return Math.max(scriptConfidence(decoded), ...scorePromptAttacks(view).map((scored) => scored.confidence));
}

function finding(input: NormalizedText, view: 'text' | 'relaxed', start: number, end: number, score: number): Finding {
  const [originalStart, originalEnd] = input.toOriginal(view, start, end);
  return {
    type: 'ENCODED_PAYLOAD',
    category: 'injection',
    start: originalStart,
    end: originalEnd,
    confidence: Math.round(Math.min(0.99, score + ENCODING_BONUS) * 1000) / 1000,
    source: 'regex',
  };
}

/** Decodes bounded base64, hex, binary, percent-encoded and rot13 text and re-scans it for attacks. */
export const encodedPayloadDetector: Detector = {
  name: 'encoded-payload',
  emits: [{ category: 'injection', types: ['ENCODED_PAYLOAD'] }],
  detect(input: NormalizedText): Finding[] {
    const findings: Finding[] = [];
    for (const candidate of decodeCandidates(input.text)) {
      const score = decodedConfidence(candidate.text);
      if (score >= MIN_DECODED) findings.push(finding(input, 'text', candidate.start, candidate.end, score));
    }
    const rotated = rot13Candidate(input.relaxed);
    if (rotated !== null) {
      const score = decodedConfidence(rotated);
      if (score >= MIN_DECODED) findings.push(finding(input, 'relaxed', 0, input.relaxed.length, score));
    }
    return findings;
  },
};
