import { megapixels } from './image-corpus.ts';
import type { ImageRun } from './image-run.ts';
import { table } from './report.ts';

/** The image report's last section: one row per input image, one group of columns per engine. */
export function perImageSection(runs: Record<string, readonly ImageRun[]>): string {
  const [first, ...rest] = Object.values(runs);
  const rows = (first ?? []).map((r, i) => [
    r.case.file.replace(/^images\//, ''),
    megapixels(r.case).toFixed(2),
    ...[first!, ...rest].flatMap((engineRuns) => {
      const x = engineRuns[i]!;
      return [
        (x.ms / 1000).toFixed(2),
        x.action,
        x.found.length,
        x.mrz ? (x.mrz.exact ? 'exact' : x.mrz.valid ? 'valid' : 'read') : '—',
      ];
    }),
  ]);
  const engines = Object.keys(runs);
  return [
    '## Per image',
    'Entities: PII and secrets reported. MRZ: exact (the expected lines), valid (check digits match, no expected lines or not equal), read (a zone without matching check digits), — (none).',
    table(['image', 'MP', ...engines.flatMap((e) => [`${e} s`, `${e} action`, `${e} entities`, `${e} MRZ`])], rows),
  ].join('\n\n');
}
