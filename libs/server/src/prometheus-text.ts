/** One app's exposition, with the `app` label its samples get (none: they carry it already). */
export interface ExpositionPage {
  app?: string;
  text: string;
}

interface Family {
  help?: string;
  type?: string;
  samples: string[];
}

/** Label values as the exposition format writes them. */
export const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

const META = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*)/;
/** A sample line's name and its optional label set, then the rest (value, timestamp). */
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?(\s.*)$/;

function labelled(line: string, app: string | undefined): string | undefined {
  const sample = SAMPLE.exec(line);
  if (!sample) return undefined;
  if (app === undefined) return line;
  const [, metric, labels, rest] = sample;
  return `${metric}{app="${escapeLabel(app)}"${labels ? `,${labels}` : ''}}${rest}`;
}

/**
 * Several apps' Prometheus text as one page: every sample gets its app's `app` label, and each
 * metric family is written once (one HELP, one TYPE, then every app's samples), as the format asks.
 */
export function mergeExpositions(pages: readonly ExpositionPage[]): string {
  const families = new Map<string, Family>();
  const familyOf = (name: string) => {
    const known = families.get(name);
    if (known) return known;
    const family: Family = { samples: [] };
    families.set(name, family);
    return family;
  };
  for (const { app, text } of pages) {
    let current: Family | undefined;
    for (const line of text.split('\n')) {
      const meta = META.exec(line);
      if (meta) {
        current = familyOf(meta[2] ?? '');
        if (meta[1] === 'HELP') current.help ??= line;
        else current.type ??= line;
        continue;
      }
      if (line === '' || line.startsWith('#')) continue;
      const sample = labelled(line, app);
      if (sample === undefined) continue;
      (current ?? familyOf(SAMPLE.exec(line)?.[1] ?? '')).samples.push(sample);
    }
  }
  const lines = [...families.values()].flatMap(({ help, type, samples }) => [
    ...(help === undefined ? [] : [help]),
    ...(type === undefined ? [] : [type]),
    ...samples,
  ]);
  return `${lines.join('\n')}\n`;
}
