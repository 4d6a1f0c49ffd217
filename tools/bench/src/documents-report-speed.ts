import type { ChatTurnRun } from './documents-chat-turn.ts';
import { IN_LIMITS_CHARS, IN_LIMITS_PAGES, LARGE_BYTES, type LargeRun } from './documents-large.ts';
import type { SampleRun } from './documents-samples.ts';
import { mbOf, mbPerS, outcomeText } from './documents-targets.ts';
import { table } from './report.ts';

/** Time, memory and chat-turn sections of the document benchmark. */

const secs = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : '—');
const mb = (bytes: number) => mbOf(bytes).toFixed(2);
const chars = (n: number) => (n < 100_000 ? `${n} chars` : `${(n / 1e6).toFixed(2)} M chars`);
const rss = (v: number) => (Number.isFinite(v) ? `${Math.round(v)}` : '—');

export function sampleSpeedSection(samples: readonly SampleRun[]): string {
  const types = [...new Set(samples.filter((s) => !s.failure).map((s) => s.type!))].sort();
  const rows = types.map((type) => {
    const of = samples.filter((s) => s.type === type && !s.failure);
    const bytes = of.reduce((n, s) => n + s.bytes, 0);
    const detect = of.reduce((n, s) => n + s.ms.detect, 0);
    const redact = of.reduce((n, s) => n + s.ms.redact, 0);
    return [
      type,
      of.length,
      (bytes / 1000).toFixed(1),
      detect.toFixed(0),
      mbPerS(bytes, detect).toFixed(2),
      redact.toFixed(0),
      mbPerS(bytes, redact).toFixed(2),
    ];
  });
  const kb = samples.map((s) => s.bytes / 1000);
  const sizes = `${Math.min(...kb).toFixed(1)}–${Math.max(...kb).toFixed(1)} KB`;
  return [
    '## Time per MB: the evaluation samples',
    `In this process, one file at a time, the median of three \`analyzeDocument\` calls per file and mode (the first call of all also set up pdfjs and the OCR workers). Per type: total bytes over the total of the medians. The samples are small (${sizes}), so fixed costs weigh: a PDF page holding a masked value is rasterised, a page without a text layer is read by Tesseract.`,
    table(['read as', 'files', 'KB', 'ms', 'MB/s', 'ms with redaction', 'MB/s with redaction'], rows),
  ].join('\n\n');
}

export function largeSection(large: readonly LargeRun[]): string {
  const rows = large.map((l) => {
    const r = l.result;
    if (r.outcome !== 'done')
      return [l.name, l.size, l.mode, mb(l.bytes), outcomeText(r), '', '', '', '', '', '', '', '', ''];
    return [
      l.name,
      l.size,
      l.mode,
      mb(l.bytes),
      `${chars(r.textLength)}${r.pageCount ? `, ${r.pageCount} pages` : ''}`,
      secs(r.ms),
      mbPerS(l.bytes, r.ms).toFixed(2),
      (r.textLength / 1e6 / (r.ms / 1000)).toFixed(2),
      secs(r.cpuMs),
      mbPerS(l.bytes, r.cpuMs).toFixed(2),
      `${secs(r.extractMs)} / ${secs(r.detectMs)} / ${secs(r.redactMs)}`,
      r.piiCount,
      r.action + (r.safety.length > 0 ? ` (${r.safety.join(', ')})` : ''),
      r.copyBytes === null ? '—' : mb(r.copyBytes),
    ];
  });
  return [
    '## Time per MB: large files',
    `Generated files (see Method) analysed once each in a child process, without a copy (\`detect\`) and with one (\`redact\`). "In limits": as much text as the default limits let through (${(IN_LIMITS_CHARS / 1e6).toFixed(1)} M characters, ${IN_LIMITS_PAGES} pages for PDF); "~20 MB": the same content scaled to ${(LARGE_BYTES / 1e6).toFixed(1)} MB, under the 20 MiB \`maxBytes\`. The stages are the time spent inside the codec's \`extract\` and \`redact\` and the engine's scans, awaited one after the other; the rest of the wall time is analyzeDocument's own (chunking, mapping, the masked text). CPU s: the child's CPU time (all its threads) during the call; on a shared machine the wall time also holds time spent waiting for a core, and MB per CPU second is what the rate would be with a core to spare, roughly.`,
    table(
      [
        'file',
        'size',
        'mode',
        'MB',
        'text',
        's',
        'MB/s',
        'M chars/s',
        'CPU s',
        'MB per CPU s',
        'extract / detect / redact s',
        'PII entities',
        'action',
        'copy MB',
      ],
      rows,
    ),
  ].join('\n\n');
}

export function memorySection(large: readonly LargeRun[]): string {
  const rows = large.map((l) => {
    const r = l.result;
    if (r.outcome === 'crashed') return [l.name, l.size, l.mode, mb(l.bytes), outcomeText(r), '—', '—', '—', '—'];
    return [
      l.name,
      l.size,
      l.mode,
      mb(l.bytes),
      r.outcome === 'done' ? 'done' : `refused: ${r.failure}`,
      secs(r.ms),
      rss(r.baselineMb),
      rss(r.peakMb),
      r.stallMs.toFixed(0),
    ];
  });
  return [
    '## Memory and event loop of the large files',
    "Each run is a child process (`child_process.fork` of `documents-child.ts`) holding the detection engine, built and warmed up (baseline), then one `analyzeDocument` call. Peak is the child's VmHWM read from `/proc/self/status` after the call: the engine plus the analysis, nothing else. Longest stall: the longest the event loop went without a turn during the call (`monitorEventLoopDelay`, 5 ms resolution, informative): extraction, scans and redaction all run on the calling thread, and without external components the engine's `detect` returns its synchronous scan, so awaiting it between analyzeDocument's 16 K chunks does not give the loop a turn.",
    table(['file', 'size', 'mode', 'MB', 'outcome', 's', 'baseline RSS MB', 'peak RSS MB', 'longest stall ms'], rows),
  ].join('\n\n');
}

export function chatSection(chat: readonly ChatTurnRun[]): string {
  return [
    '## Chat-turn cost of a 1 MB document',
    "What `/internal/inspect-document` does for a document in a chat message, timed in this process with the warm engine: the JSON body parsed and the base64 decoded, `analyzeDocument` with `redact: false` and the filter's own thresholds (confidence bar 0, as the route passes it), the answer (masked text and entities) serialised; the median of three. HTTP between the apps is not included. The DOCX holds the TXT's text (a paragraph per line) and a JPEG photograph that brings the file to about 1 MB, as a report with a picture does.",
    ...chat.flatMap((c) =>
      c.textOnlyBytes
        ? [
            `The same text as a DOCX without the picture is ${mb(c.textOnlyBytes)} MB (${(c.textLength / c.textOnlyBytes).toFixed(1)} characters per byte): a 1 MB DOCX of this text alone would hold about ${(c.textLength / c.textOnlyBytes).toFixed(0)} M characters, against a \`maxTextChars\` of 5 M.`,
          ]
        : [],
    ),
    table(
      ['type', 'MB', 'of which photo MB', 'characters', 'PII entities', 'median s', 'longest stall ms', 'outcome'],
      chat.map((c) => [
        c.type,
        mb(c.bytes),
        c.photoBytes > 0 ? mb(c.photoBytes) : '—',
        c.textLength,
        c.piiCount,
        secs(c.ms),
        c.stallMs.toFixed(0),
        c.failure ? `refused: ${c.failure}` : 'done',
      ]),
    ),
  ].join('\n\n');
}

export function methodSection(large: readonly LargeRun[]): string {
  const txt = large.find((l) => l.type === 'txt' && l.size === 'in limits' && l.mode === 'detect')?.result;
  const density =
    txt?.outcome === 'done'
      ? `${((1000 * txt.piiCount) / txt.textLength).toFixed(1)} reported entities per 1,000 characters in the TXT`
      : 'entity density not measured';
  return [
    '## Method',
    [
      `- Generated files hold made-up customer records (\`documents-content.ts\`; never taken from the corpus): a name, an e-mail address, a 555-01xx phone number and a town in every record, and a note with an order or case number. TXT: a support log, one line per record. CSV and XLSX (ExcelJS streaming writer, shared strings): one row per record, six columns. DOCX (JSZip, written by hand): one paragraph per record. PDF (pdf-lib, Helvetica, raw content streams): the log lines on Letter pages, 60 lines a page. This is dense PII (${density}), so the scans do more work per MB than on ordinary prose.`,
      '- The notes avoid phrasings the attack classifier took for prompt injection: in an earlier version of the generator, notes such as "do not call before ten" or "was sent a new link" were reported as PROMPT_INJECTION (action reject) in chunks where such lines were frequent, and a rejected document gets no redacted copy, so redaction could not be timed.',
      '- Time is wall time on a shared 2-core machine; the child processes run one at a time after the in-process work, with nothing else of this bench running.',
      '- Peak RSS counts the detection engine (its models and gazetteers): the baseline column shows how much of the peak it is.',
    ].join('\n'),
  ].join('\n\n');
}
