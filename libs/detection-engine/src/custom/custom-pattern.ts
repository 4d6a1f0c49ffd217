import { RE2JS, RE2JSSyntaxException } from 're2js';
import { z } from 'zod';
import { categorySchema, entityTypeSchema } from '@csg/contracts';
import type { Detector, Finding } from '../types.ts';

/** An administrator's pattern: RE2 syntax (no lookaround, no backreferences), matched in linear time. */
export const customPatternSchema = z.object({
  name: z.string().trim().min(1).max(100),
  type: entityTypeSchema,
  category: categorySchema,
  pattern: z.string().min(1).max(2000),
  confidence: z.number().min(0).max(1),
  caseInsensitive: z.boolean().default(false),
});

export type CustomPattern = z.input<typeof customPatternSchema>;

export interface CustomPatternLimits {
  /**
   * RE2 is linear in the text, but on a text that keeps many partial matches alive the constant
   * grows with the compiled program (measured: ~2 ms per instruction per 100 KB at worst, so
   * `\w{1000}` takes seconds). Counted repetition is what inflates a program; `+` costs nothing.
   */
  maxProgramSize?: number;
  /** A pattern that matches everywhere (`.`) must not make a finding per character. */
  maxFindings?: number;
}

export class CustomPatternError extends Error {
  readonly patternName: string;

  constructor(patternName: string, message: string) {
    super(`Custom pattern "${patternName}" ${message}`);
    this.name = 'CustomPatternError';
    this.patternName = patternName;
  }
}

function compile(definition: z.output<typeof customPatternSchema>, maxProgramSize: number): RE2JS {
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(definition.pattern, definition.caseInsensitive ? RE2JS.CASE_INSENSITIVE : 0);
  } catch (error) {
    // The kind of error only: RE2's message quotes the pattern, which can hold a literal the filter
    // is there to catch (a leaked key), and the reason goes back in a 400 and into logs.
    const reason = error instanceof RE2JSSyntaxException ? error.error : 'not a regular expression';
    throw new CustomPatternError(
      definition.name,
      `cannot be compiled (RE2 syntax: no lookaround, no backreferences, repetition up to 1000): ${reason}`,
    );
  }
  if (compiled.programSize() > maxProgramSize) {
    throw new CustomPatternError(
      definition.name,
      `is too complex (${compiled.programSize()} instructions, at most ${maxProgramSize}): write + or * instead of large repetition counts`,
    );
  }
  return compiled;
}

/** A compiled pattern; its program size is what its worst-case cost grows with. */
export type CustomPatternDetector = Detector & { programSize: number };

/**
 * Compiles an administrator's pattern into a built-in detector. Throws CustomPatternError with a
 * readable reason when the definition is invalid or RE2 cannot compile the pattern, so the admin
 * API can refuse it when it is saved rather than fail when it runs.
 */
export function compileCustomPattern(
  definition: CustomPattern,
  limits: CustomPatternLimits = {},
): CustomPatternDetector {
  const parsed = customPatternSchema.safeParse(definition);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'pattern'}: ${issue.message}`);
    throw new CustomPatternError(String(definition.name), `is invalid: ${issues.join('; ')}`);
  }
  const { name, type, category, confidence } = parsed.data;
  const regex = compile(parsed.data, limits.maxProgramSize ?? 500);
  const maxFindings = limits.maxFindings ?? 1000;
  return {
    name: `custom:${name}`,
    emits: [{ category, types: [type] }],
    programSize: regex.programSize(),
    detect(input) {
      const findings: Finding[] = [];
      for (const match of regex.matchAll(input.text)) {
        const at = match.index ?? 0;
        if (match[0].length === 0) continue;
        const [start, end] = input.toOriginal('text', at, at + match[0].length);
        findings.push({ type, category, start, end, confidence, source: 'regex' });
        if (findings.length >= maxFindings) break;
      }
      return findings;
    },
  };
}
