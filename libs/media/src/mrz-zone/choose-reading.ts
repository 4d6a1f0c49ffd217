import { findMrz, type MrzResult } from '../mrz/index.ts';

/** One reading of an image's text (or of the rows of its zone): lines with the reader's confidence. */
export interface Reading {
  lines: readonly { text: string; confidence: number }[];
}

export interface Choice {
  /** Index of the reading the MRZ was found in. */
  reading: number;
  mrz: MrzResult;
}

interface Candidate extends Choice {
  passed: number;
  confidence: number;
}

/**
 * The reading whose MRZ to trust. Check digits decide, being the document's own proof of what was
 * printed: a zone whose checks all match, then the most matching checks. What they leave open (the
 * names have no check digit) goes to the reader's confidence in the zone's lines; an earlier reading
 * wins a tie. Null when no reading holds an MRZ.
 */
export function chooseReading(readings: readonly Reading[], today?: Date): Choice | null {
  let best: Candidate | null = null;
  for (const [index, reading] of readings.entries()) {
    const mrz = findMrz(
      reading.lines.map((line) => line.text),
      today ? { today } : {},
    );
    if (mrz === null) continue;
    const confidences = mrz.sourceLines.map((source) => reading.lines[source]!.confidence);
    const candidate = {
      reading: index,
      mrz,
      passed: Object.values(mrz.checks).filter(Boolean).length,
      confidence: confidences.reduce((a, b) => a + b, 0) / confidences.length,
    };
    if (best === null || better(candidate, best)) best = candidate;
  }
  return best && { reading: best.reading, mrz: best.mrz };
}

const better = (a: Candidate, b: Candidate): boolean =>
  (Number(a.mrz.valid) - Number(b.mrz.valid) || a.passed - b.passed || a.confidence - b.confidence) > 0;
