import type { Detector, NormalizedText } from '../../types.ts';
import { type Span, after, before, toFindings } from '../finding.ts';

/**
 * X/Twitter and Skype handles. No entity type in the contracts, the spec or Presidio names them, so
 * they are SOCIAL_MEDIA_HANDLE. An "@word" is as often a code decorator, a mention in a chat tool or
 * an e-mail's local part, so it counts only beside a platform word.
 */
export const SOCIAL_MEDIA_HANDLE = 'SOCIAL_MEDIA_HANDLE';

/** An @handle as X (15 characters) and the platforms that copy its grammar write it. */
const AT_HANDLE = /(?<![\p{L}\p{N}_.@+-])@([A-Za-z0-9_]{1,30})(?![\p{L}\p{N}_@-]|\.[\p{L}\p{N}]|\()/gu;
/** "skype:anna.berg?call": Skype's own link scheme names an account on its own. */
const SKYPE_URI = /(?<![\p{L}\p{N}_])skype:([A-Za-z][\w.,-]{1,31})\?(?:call|chat|add|userinfo|voicemail|sendfile)\b/giu;
/** "live:anna.berg_1", "live:.cid.3f2a…": the form of a Skype name given to a Microsoft account. */
const LIVE_ID = /(?<![\p{L}\p{N}_])live:(\.cid\.[0-9a-f]{8,20}|[A-Za-z][\w.-]{1,31})(?![\w-])/giu;
/** "Skype: anna.berg", "my skype id is anna_b88": a Skype name after its label (6–32 characters). */
const SKYPE_LABELLED =
  /(?<![\p{L}\p{N}_])skype(?:[ \t]+(?:id|name|username|handle|account))?(?:[ \t]*[:=-]|[ \t]+is)[ \t]*([A-Za-z][\w.,-]{4,30}[A-Za-z0-9_])(?![\w@-])/giu;

/** Words that put an @handle on a platform that writes handles so. */
const PLATFORM_BEFORE =
  /(?<![\p{L}\p{N}])(?:twitter|tweet(?:s|ed)?|x\.com|(?:on|via|at)[ \t]+x|x[ \t]*(?:\/[ \t]*twitter|handle|account|username|user|profile)|x[ \t]*:|skype|instagram|insta|ig|tiktok|threads|telegram|mastodon|bluesky|follow(?:ing)?[ \t]+(?:me|us|her|him|them)|dm[ \t]+(?:me|us)|handle|username|mention(?:ed)?)(?![\p{L}])[^\n]{0,30}$/u;
const PLATFORM_AFTER =
  /^[ \t]*(?:(?:on|via)[ \t]+(?:twitter|x|instagram|insta|ig|tiktok|threads|telegram|skype|mastodon|bluesky)(?![\p{L}])|\((?:twitter|x|skype)\))/u;

const WINDOW = 48;

const handle = (start: number, end: number, confidence: number): Span => ({
  type: SOCIAL_MEDIA_HANDLE,
  start,
  end,
  confidence,
  source: 'regex',
});

/** "@anna_b" with a platform word before it (within a line) or "on X" right after it. */
function atHandles(text: string, spans: Span[]): void {
  for (const match of text.matchAll(AT_HANDLE)) {
    const start = match.index;
    const end = start + match[0].length;
    // An @handle with only letters in it is also a decorator or annotation ("@Override"): those need a platform word too.
    if (PLATFORM_BEFORE.test(before(text, start, WINDOW)) || PLATFORM_AFTER.test(after(text, end, 24)))
      spans.push(handle(start, end, 0.8));
  }
}

function skypeIds(text: string, spans: Span[]): void {
  for (const match of text.matchAll(SKYPE_URI)) spans.push(handle(match.index, match.index + match[0].length, 0.9));
  for (const match of text.matchAll(LIVE_ID)) {
    const cid = match[1]?.startsWith('.cid.') ?? false;
    // "live:" also opens a status or a config key; a name after it needs Skype nearby.
    if (cid || /skype/.test(before(text, match.index, WINDOW)))
      spans.push(handle(match.index, match.index + match[0].length, cid ? 0.85 : 0.8));
  }
  for (const match of text.matchAll(SKYPE_LABELLED)) {
    const value = match[1] ?? '';
    const start = match.index + match[0].length - value.length;
    // "live:…" after the label is the form above.
    if (value.toLowerCase() !== 'live' && !spans.some((span) => span.start <= start && span.end > start))
      spans.push(handle(start, start + value.length, 0.75));
  }
}

/** Social media handles, cheapest to rule out: most texts have neither "@" nor "skype" nor "live:". */
export function findSocialHandles(text: string): Span[] {
  const spans: Span[] = [];
  if (text.includes('@')) atHandles(text, spans);
  if (/skype|live:/i.test(text)) skypeIds(text, spans);
  return spans.sort((a, b) => a.start - b.start);
}

export const socialHandleDetector: Detector = {
  name: 'social-handle',
  emits: [{ category: 'pii', types: [SOCIAL_MEDIA_HANDLE] }],
  detect: (input: NormalizedText) => toFindings(input, findSocialHandles(input.text)),
};
