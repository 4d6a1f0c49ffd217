import { escapeLabel, mergeExpositions, type ExpositionPage } from '@csg/server';

/** Longer than a healthy app's scrape (tens of ms), short enough that one hung app does not hold the page. */
export const SCRAPE_TIMEOUT_MS = 2_000;

export interface MetricsSources {
  /** The internal apps' base URLs, by app name; each is read at `/metrics`. */
  apps: Record<string, string>;
  /** This app's own page, read in-process. */
  own: { app: string; read: () => Promise<string> };
  timeoutMs?: number;
}

async function scrape(url: string, timeoutMs: number): Promise<string | undefined> {
  try {
    const res = await fetch(`${url}/metrics`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith('text/plain')) return undefined;
    return await res.text();
  } catch {
    return undefined;
  }
}

const upPage = (up: Record<string, boolean>): ExpositionPage => ({
  text: [
    '# HELP csg_scrape_up Whether the app answered its /metrics scrape (1) or not (0).',
    '# TYPE csg_scrape_up gauge',
    ...Object.entries(up).map(([app, ok]) => `csg_scrape_up{app="${escapeLabel(app)}"} ${ok ? 1 : 0}`),
  ].join('\n'),
});

/**
 * Every app's series on one Prometheus page, each labelled with its `app`. The apps are read in
 * parallel; one that fails or is late is `csg_scrape_up{app} 0`, never a failed page.
 */
export function createMetricsScraper({ apps, own, timeoutMs = SCRAPE_TIMEOUT_MS }: MetricsSources) {
  return async (): Promise<string> => {
    const names = Object.keys(apps);
    const [ownText, ...texts] = await Promise.all([
      own.read(),
      ...names.map((app) => scrape(apps[app] ?? '', timeoutMs)),
    ]);
    const pages: ExpositionPage[] = [{ app: own.app, text: ownText }];
    const up: Record<string, boolean> = { [own.app]: true };
    names.forEach((app, i) => {
      const text = texts[i];
      up[app] = text !== undefined;
      if (text !== undefined) pages.push({ app, text });
    });
    return mergeExpositions([...pages, upPage(up)]);
  };
}

export type MetricsScraper = ReturnType<typeof createMetricsScraper>;
