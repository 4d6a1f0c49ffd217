import type { Hit } from './signal.ts';

// Indirect injection: external content (a mail, a table, a web page, a code answer) that carries
// an instruction for the assistant reading it. The instruction sits at the edge of the content and
// has nothing to do with it, whereas a user's own request about a pasted document refers to it.

const EMAIL_HEADERS = [
  'subject:',
  'from:',
  'to:',
  'cc:',
  'email_from:',
  'received date:',
  'date:',
  'sent:',
  'content:',
];
const WEB_MARKERS = ['web result', 'search result', 'page content', 'retrieved document'];
// Mail opens with its greeting, after the headers at most.
const GREETING = /(?:^|\n)[^\S\n]{0,4}(?:hi|hello|dear|hey)[^\S\n]{1,3}[a-z]{2,20}[,!]/;
const GREETING_WITHIN = 800;

const TASK_LINE =
  /^(?:please |now |also |then |finally |p\.s\.? )?(?:in your (?:response|reply|answer|message)|write|provide|explain|describe|summari[sz]e|translate|analy[sz]e|suggest|recommend|help me|how (?:can|do|does|did|have|has|is|are|to|would|should)|what|who|when|where|which|why|is this|can you|could you|would you|will you|add|include|integrate|incorporate|modify|enhance|augment|encode|encrypt|decode|reply|respond|render|use|replace|reverse|express|apply|shift|scramble|jumble|rearrange|remove|group|combine|introduce|misspell|convert|substitute|determine|classify|compose|draft|develop|break down|show me|list|give|create|generate|find|tell me|make|insert|append|mention|promote|spread|send|forward|ignore|output|print|say|answer|format|change|rewrite|do not|don['’]t|never|always|instead)\b/;
const ADDRESSES_OUTPUT = /\byour (?:response|reply|answer|message|output|summary|responses|replies|answers)\b/;
const REFERS_TO_CONTENT =
  /\b(?:this|the|above|below|following|attached|preceding|that) (?:e-?mails?|messages?|mail|table|document|text|data|code|snippet|passage|article|content|list|spreadsheet|file|conversation|thread|page|report|error|output)\b|\b(?:above|below)\b/;
const STOPWORDS = new Set(
  'this that with your from have what which when where there their about would could should into than then them they were will been also more most some such only other over very just like make made does each many much'.split(
    ' ',
  ),
);

interface Line {
  text: string;
  start: number;
}

function lineAt(view: string, start: number): Line {
  const end = view.indexOf('\n', start);
  return { text: view.slice(start, end < 0 ? view.length : end), start };
}

/** The first and the last non-empty line, when there are at least two lines. */
function edgeLines(view: string): Line[] {
  let start = 0;
  while (start < view.length && /\s/.test(view.charAt(start))) start++;
  let end = view.length;
  while (end > start && /\s/.test(view.charAt(end - 1))) end--;
  const firstBreak = view.indexOf('\n', start);
  if (firstBreak < 0 || firstBreak >= end) return [];
  return [lineAt(view, start), lineAt(view, view.lastIndexOf('\n', end - 1) + 1)];
}

// Mail, tables and search results carry prose around an instruction; a code answer starts with
// "Use this:" by nature, so code is judged by what it asks to insert instead (CODE_SIGNALS).
function countRows(view: string, atLeast: number): boolean {
  let rows = view.startsWith('|') ? 1 : 0;
  for (let at = view.indexOf('\n|'); at >= 0 && rows < atLeast; at = view.indexOf('\n|', at + 2)) rows++;
  return rows >= atLeast;
}

function looksLikeDocument(view: string): boolean {
  if (EMAIL_HEADERS.filter((header) => view.includes(header)).length >= 2) return true;
  if (countRows(view, 3)) return true;
  return GREETING.test(view.slice(0, GREETING_WITHIN)) || WEB_MARKERS.some((marker) => view.includes(marker));
}

function contentWords(text: string): Set<string> {
  return new Set((text.match(/[a-z]{4,}/g) ?? []).filter((word) => !STOPWORDS.has(word)));
}

/** How much of the line's vocabulary the rest of the content shares, 0..1; null for too few words. */
function overlap(line: string, rest: string): number | null {
  const words = contentWords(line);
  if (words.size < 3) return null;
  const restWords = contentWords(rest);
  let shared = 0;
  for (const word of words) if (restWords.has(word)) shared++;
  return shared / words.size;
}

function edgeWeight(text: string, rest: string): number {
  const addressed = ADDRESSES_OUTPUT.test(text) ? 0.35 : 0;
  const shared = overlap(text, rest);
  if (shared === null) return addressed + 0.35;
  if (shared <= 0.2) return addressed + 0.7;
  return addressed + (shared <= 0.4 ? 0.35 : 0.2);
}

/** A task line at the first or last line of mail, a table or search results, on the relaxed view. */
export function taskAtEdge(view: string): Hit[] {
  const hits: Hit[] = [];
  for (const line of edgeLines(view)) {
    const text = line.text.trim();
    if (text.length < 12 || text.length > 300 || text.startsWith('|') || !TASK_LINE.test(text)) continue;
    if (REFERS_TO_CONTENT.test(text) || !looksLikeDocument(view)) continue;
    const rest = view.slice(0, line.start) + view.slice(line.start + line.text.length);
    const weight = Math.min(0.85, edgeWeight(text, rest));
    hits.push({ id: 'task-at-edge', weight, start: line.start, end: line.start + line.text.length });
  }
  return hits;
}
