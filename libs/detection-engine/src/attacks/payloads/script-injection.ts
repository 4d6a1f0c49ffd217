import { patternDetector } from '../prompt/pattern-detector.ts';
import { combine, scan, signal, type Signal } from '../prompt/signal.ts';

// Markup and template syntax that executes when the text is rendered or templated downstream.
const SIGNALS: readonly Signal[] = [
  signal('script-tag', '^<script', /<script\b[^>]{0,200}>/gi, 0.85),
  signal('script-close', '^</script', /<\/script\s{0,3}>/gi, 0.5),
  signal(
    'script-url-attribute',
    'script:',
    /\b(?:href|src|action|formaction|data|xlink:href|background|poster|lowsrc|dynsrc)\s{0,3}=\s{0,3}["'`]?\s{0,3}(?:javascript|vbscript|livescript):/gi,
    0.9,
  ),
  signal('script-url', 'script:', /\b(?:javascript|vbscript|livescript):[^\s]{0,40}\(/gi, 0.7),
  signal('event-handler', '', /<[a-z][\w:-]{0,20}\b[^<>]{0,300}?[\s"'/]on[a-z]{3,24}\s{0,3}=/gi, 0.45),
  // Handlers that fire without a click are the XSS staples; onclick in a coding question is not.
  // Each is an event handler too, so only texts with one are searched for them.
  signal(
    'auto-event-handler',
    '',
    /<[a-z][\w:-]{0,20}\b[^<>]{0,300}?[\s"'/]on(?:error|load|mouseover|focus|blur|animationstart|animationend|transitionend|toggle|begin|pageshow|start|finish|loadstart|loadeddata|wheel|pointerover|mouseenter)\s{0,3}=/gi,
    0.8,
    'event-handler',
  ),
  signal('iframe-srcdoc', 'srcdoc', /<iframe\b[^<>]{0,300}\bsrcdoc\s{0,3}=/gi, 0.85),
  signal(
    'embedding-tag',
    '^<iframe|<frame|<object|<embed|<applet|<base',
    /<(?:iframe|frame|frameset|object|embed|applet|base)\b/gi,
    0.45,
  ),
  signal('meta-refresh', 'refresh', /<meta\b[^>]{0,200}http-equiv\s{0,3}=\s{0,3}["']?refresh/gi, 0.5),
  signal('html-data-url', '^data:text/html', /\bdata:text\/html/gi, 0.6),
  signal(
    'template-injection',
    '^{{',
    /\{\{[^{}]{0,120}(?:constructor|__class__|__globals__|__builtins__|__import__|__proto__|__subclasses__|__mro__|\.mro\(|process\.|require\s{0,2}\(|config\.items|self\._|request\.application|lipsum|cycler|joiner)/gi,
    0.85,
  ),
  signal(
    'expression-injection',
    '^${',
    /\$\{[^{}]{0,100}(?:jndi:|constructor|process\.|require\s{0,2}\(|getruntime|t\(java)/gi,
    0.8,
  ),
  signal(
    'template-probe',
    '^{{|${',
    /\{\{\s{0,3}\d{1,4}\s{0,3}\*\s{0,3}\d{1,4}\s{0,3}\}\}|\$\{\s{0,3}\d{1,4}\s{0,3}\*\s{0,3}\d{1,4}\s{0,3}\}/g,
    0.5,
  ),
  signal('server-template', '^<%', /<%=?[^%]{0,100}(?:runtime|exec|system|eval)\s{0,3}\(/gi, 0.6),
  signal(
    'dom-sink',
    'document.|innerhtml|window.location|eval',
    /\bdocument\.cookie\b|\bdocument\.write\s{0,2}\(|\.innerhtml\s{0,2}=|\bwindow\.location\s{0,2}=|\beval\s{0,2}\(\s{0,2}(?:atob|unescape|string\.fromcharcode)/gi,
    0.45,
  ),
  signal(
    'alert-probe',
    '^alert|prompt|confirm',
    /\b(?:alert|prompt|confirm)\s{0,2}\(\s{0,2}(?:1|document\.(?:cookie|domain)|['"`]?xss['"`]?|string\.fromcharcode)/gi,
    0.5,
  ),
];

export function scriptConfidence(text: string): number {
  return combine(scan(text, SIGNALS));
}

export const scriptInjectionDetector = patternDetector('script-injection', 'SCRIPT_INJECTION', 'injection', SIGNALS);
