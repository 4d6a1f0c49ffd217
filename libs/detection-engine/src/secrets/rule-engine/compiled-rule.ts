import { requiredLiteral } from './required-literal.ts';
import type { PartSpec, RuleSpec } from './rule-spec.ts';

/** A rule part ready to run: its regex compiled, keywords resolved to ids. */
export interface CompiledPart {
  spec: PartSpec;
  regex: RegExp;
  /** A literal every match contains: windows without it are skipped. */
  literal: RegExp | undefined;
  /** Keyword ids for `after`; empty for parts searched around the rule's own keywords. */
  after: readonly number[];
  span: number;
}

export interface CompiledRule {
  spec: RuleSpec;
  keywords: readonly number[];
  parts: readonly CompiledPart[];
  allow: readonly RegExp[];
}

// Longest match assumed for a part that does not say.
const DEFAULT_SPAN = 256;

/** `keywordId` resolves a lower-case keyword to its id in the shared keyword index. */
export function compileRule(spec: RuleSpec, keywordId: (keyword: string) => number): CompiledRule {
  const flags = (part: PartSpec, mode: string) => `${mode}d${part.caseInsensitive ? 'i' : ''}`;
  const parts = spec.parts.map((part): CompiledPart => {
    const after = (part.after ?? []).map(keywordId);
    if (part.anchored) {
      return { spec: part, regex: new RegExp(part.pattern, flags(part, 'y')), literal: undefined, after, span: 0 };
    }
    const text = requiredLiteral(part.pattern);
    const useful = text.length >= 2 || (text.length === 1 && !/[\w\s]/.test(text));
    const literal = useful ? new RegExp(escapeRegExp(text), 'i') : undefined;
    return {
      spec: part,
      regex: new RegExp(part.pattern, flags(part, 'g')),
      literal,
      after,
      span: part.span ?? DEFAULT_SPAN,
    };
  });
  return {
    spec,
    keywords: spec.keywords.map(keywordId),
    parts,
    allow: (spec.allow ?? []).map((source) => new RegExp(source)),
  };
}

function escapeRegExp(literal: string): string {
  return literal.replaceAll(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}
