import type { Span } from './finding.ts';
import { firmNames } from './groups/firms.ts';
import { KIND, NAME_KINDS } from './lexicon.ts';
import { cueAfterWord, cueBefore, mayOpenCue } from './names/name-context.ts';
import { around, wordAfter, wordBefore } from './nearby-words.ts';
import { type Evidence, aloneOnLine, weigh } from './names/name-evidence.ts';
import type { Run } from './names/name-runs.ts';
import { knownPlace, townRank, trimmed } from './names/name-words.ts';
import { PLACE_RANK } from './addresses/gazetteer.ts';
import { languageAt, nationalitiesInRun } from './groups/nationality.ts';
import { isOrgSuffix, mayNameOrganization, organizationOf } from './groups/organization.ts';
import type { TextScan } from './text-scan.ts';

/** What the rules make of each capitalised run: a person, a place, an organisation, a nationality, or nothing yet. */

function spanOf(evidence: Evidence, type: 'PERSON' | 'LOCATION', confidence: number): Span {
  const start = evidence.tokens[0]?.start ?? 0;
  const last = evidence.tokens.at(-1);
  // "Anna's": the possessive ending is not part of the name.
  const end = last === undefined ? start : /['’]s$/.test(last.text) ? last.end - 2 : last.end;
  return { type, start, end, confidence, source: 'nlp' };
}

function personConfidence(evidence: Evidence): number {
  if (evidence.labelled || evidence.person >= 3) return 0.85;
  return evidence.person >= 2.5 ? 0.75 : 0.65;
}

/** "Anna Berg of Acme", "Tomomi from Lexcorp": a name right after a person's names where they work. */
const AFFILIATION = /^[ \t]+(?:of|from|is from|at)[ \t]+$/;

const hasNationality = (run: Run): boolean =>
  run.tokens.some(
    (token, index) =>
      (token.kind & KIND.NATIONALITY) !== 0 || (index > 0 && PAIR_HEADS.has(run.tokens[index - 1]?.key ?? '')),
  );
const PAIR_HEADS: ReadonlySet<string> = new Set(['costa', 'cape', 'puerto', 'new']);

const DECIDED_KINDS = NAME_KINDS | KIND.PLACE | KIND.NATIONALITY | KIND.COMMON | KIND.HONORIFIC;

/** One word the lexicon does not know: most runs, and only the words beside it can make it anything. */
const isLoneUnknown = (run: Run): boolean =>
  run.tokens.length === 1 && ((run.tokens[0]?.kind ?? 0) & DECIDED_KINDS) === 0;

/** "Die Lieferung", "Our Server": once the opening word is dropped, one unknown word is left. */
function leavesLoneUnknown(run: Run): boolean {
  if (run.tokens.length !== 2 || isOrgSuffix(run.tokens[1]?.key ?? '')) return false;
  const trim = trimmed(run);
  const rest = trim.tokens[0];
  return trim.tokens.length === 1 && rest !== undefined && !trim.honorific && (rest.kind & DECIDED_KINDS) === 0;
}

/** Whether any rule could decide a lone unknown word, judged on its nearest words alone. */
function mayMatter(text: string, run: Run, lastPerson: number): boolean {
  if (run.start - lastPerson <= 10) return true;
  const before = wordBefore(text, run.start);
  const after = wordAfter(text, run.end);
  if (mayNameOrganization(text, run.end, before, after)) return true;
  if (run.sentenceStart)
    return mayOpenCue(text, run.end) || /[:?][ \t]*$/.test(text.slice(Math.max(0, run.start - 3), run.start));
  return cueBefore(before) || cueAfterWord(text, run.end, after);
}

/** What the rules decided for a run; `person` when it names someone. */
interface Decision {
  spans: Span[];
  undecided: boolean;
  person: boolean;
}

const UNDECIDED: Decision = { spans: [], undecided: true, person: false };

/** The decision for one run; `lastPerson` is where the last name found ended. */
function decideRun(text: string, run: Run, lastPerson: number): Decision {
  if (hasNationality(run)) {
    const found = nationalitiesInRun(text, run);
    // A single ordinary word ("English") or a language ("in English") was a nationality or nothing;
    // an unknown one ("Greenlander") may be a place, though not after "in", where it is a language.
    const single = run.tokens.length === 1;
    if (
      found.length > 0 ||
      (single && ((run.tokens[0]?.kind ?? 0) & KIND.COMMON) !== 0) ||
      (single && (wordBefore(text, run.start) === 'in' || languageAt(text, run.start, run.end)))
    )
      return { spans: found, undecided: false, person: false };
  }
  const trim = trimmed(run);
  const first = trim.tokens[0];
  const context = first === undefined ? undefined : around(text, first.start, trim.tokens.at(-1)?.end ?? run.end);
  const organization = organizationOf(text, run, first?.start === run.start ? context : undefined);
  if (organization !== undefined) return { spans: [organization], undecided: false, person: false };
  const evidence = weigh(run, text, trim, context);
  if (
    run.start - lastPerson <= 10 &&
    AFFILIATION.test(text.slice(lastPerson, run.start)) &&
    !knownPlace(evidence.tokens) &&
    townRank(evidence.tokens) === PLACE_RANK.NONE &&
    !(evidence.person >= 2 && evidence.person > evidence.place)
  ) {
    const start = trim.tokens[0]?.start ?? run.start;
    const end = trim.tokens.at(-1)?.end ?? run.end;
    return {
      spans: [{ type: 'ORGANIZATION', start, end, confidence: 0.65, source: 'nlp' }],
      undecided: false,
      person: false,
    };
  }
  if (evidence.person >= 2 && evidence.person > evidence.place)
    return { spans: [spanOf(evidence, 'PERSON', personConfidence(evidence))], undecided: false, person: true };
  if (evidence.place >= 2)
    return { spans: [spanOf(evidence, 'LOCATION', evidence.place >= 3 ? 0.8 : 0.65)], undecided: false, person: false };
  return UNDECIDED;
}

/**
 * What a decision can depend on besides the run's words: its nearest phrases, the characters just
 * around it, where its line starts and whether a name ends just before it. Undefined when a rule
 * reads further ("X is a design agency…"), so that decision is not reused.
 */
function decisionKey(text: string, run: Run, lastPerson: number): string | undefined {
  const context = around(text, run.start, run.end);
  const after = context.wordAfter();
  if (after === 'is' || after === 'was') return undefined;
  const near = run.start - lastPerson <= 10 ? run.start - lastPerson : -1;
  return [
    text.slice(run.start, run.end),
    context.before().at(-1) ?? '',
    text.slice(Math.max(0, run.start - 4), run.start),
    text.slice(run.end, run.end + 24),
    `${near}${run.sentenceStart ? 's' : ''}${aloneOnLine(text, run.start, run.end) ? 'a' : ''}`,
  ].join('\u0001');
}

/** Spans for the runs the rules decide, and the runs left undecided (for propagation). */
export function decideRuns(text: string, scan: TextScan): { spans: Span[]; undecided: Run[] } {
  const runs = scan.runs();
  const firms = firmNames(text, scan.words());
  const spans: Span[] = [...firms];
  const undecided: Run[] = [];
  const decided = new Map<string, Decision & { at: number }>();
  let nextFirm = 0;
  let lastPerson = -1;
  for (const run of runs) {
    while (nextFirm < firms.length && (firms[nextFirm]?.end ?? 0) <= run.start) nextFirm += 1;
    const firm = firms[nextFirm];
    if (firm !== undefined && run.start < firm.end && run.end > firm.start) continue;
    if ((isLoneUnknown(run) || leavesLoneUnknown(run)) && !mayMatter(text, run, lastPerson)) {
      undecided.push(run);
      continue;
    }
    // A name repeated in one text (a signature, a thread) is decided once for each way it is introduced.
    const key = run.tokens.length > 1 ? decisionKey(text, run, lastPerson) : undefined;
    const known = key === undefined ? undefined : decided.get(key);
    const decision = known ?? { ...decideRun(text, run, lastPerson), at: run.start };
    if (key !== undefined && known === undefined) decided.set(key, decision);
    const by = run.start - decision.at;
    if (decision.undecided) undecided.push(run);
    for (const span of decision.spans)
      spans.push(by === 0 ? span : { ...span, start: span.start + by, end: span.end + by });
    if (decision.person) lastPerson = (decision.spans[0]?.end ?? lastPerson - by) + by;
  }
  return { spans, undecided };
}
