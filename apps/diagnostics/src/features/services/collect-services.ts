import { DIAGNOSTIC_COMPONENTS, type DiagnosticComponent, type ServiceHealth } from '@csg/contracts';
import { probeHealth, PROBE_TIMEOUT_MS, type ProbeResult } from '@csg/http';
import type { Config, GATEWAY_CORE_APPS } from '../../config.ts';
import { DOC_CLASSIFIER_PATH, EXTERNAL_COMPONENTS, MEDIA_COMPONENT_HEALTH_PATH, MEDIA_PARTS } from './components.ts';
import { excludingCheck, readGatewayCore, readHealthCheck, readMediaPart, readOwnHealth } from './read-health.ts';

type Results = (url: string) => ProbeResult;

/** A deployed component: the health URLs it is read from, and how. */
export interface ComponentProbe {
  id: DiagnosticComponent;
  urls: string[];
  read(results: Results): ServiceHealth;
}

/** What is deployed, from the configuration: the fleet's own components always, the others when their URL is set. */
export function planProbes(config: Config): ComponentProbe[] {
  const edgeHealth = `${config.EDGE_URL}/health`;
  const apps = {
    'edge-gateway': edgeHealth,
    'chat-pipeline': `${config.CHAT_PIPELINE_URL}/health`,
    detection: `${config.DETECTION_URL}/health`,
    'media-analysis': `${config.MEDIA_ANALYSIS_URL}/health`,
    sessions: `${config.SESSIONS_URL}/health`,
    admin: `${config.ADMIN_URL}/health`,
  } satisfies Record<'edge-gateway' | (typeof GATEWAY_CORE_APPS)[number], string>;
  // With the built-in doc-classifier, its check is part of media-analysis's /health answer.
  const appResult = (results: Results, name: string, url: string) =>
    name === 'media-analysis' && !config.DOC_CLASSIFIER_URL
      ? excludingCheck(results(url), 'doc-classifier')
      : results(url);
  const probes: ComponentProbe[] = [
    {
      id: 'gateway-core',
      urls: Object.values(apps),
      read: (results) =>
        readGatewayCore(
          edgeHealth,
          Object.fromEntries(Object.entries(apps).map(([name, url]) => [name, appResult(results, name, url)])),
        ),
    },
  ];

  const mediaComponents = `${config.MEDIA_ANALYSIS_URL}${MEDIA_COMPONENT_HEALTH_PATH}`;
  for (const id of MEDIA_PARTS) {
    probes.push({ id, urls: [mediaComponents], read: (results) => readMediaPart(results(mediaComponents), id) });
  }
  if (config.DOC_CLASSIFIER_URL) {
    const url = `${config.DOC_CLASSIFIER_URL}${DOC_CLASSIFIER_PATH}`;
    probes.push({ id: 'doc-classifier', urls: [url], read: (results) => readOwnHealth(results(url)) });
  } else {
    const url = `${config.MEDIA_ANALYSIS_URL}${DOC_CLASSIFIER_PATH}`;
    probes.push({
      id: 'doc-classifier',
      urls: [url],
      read: (results) => readHealthCheck(results(url), 'doc-classifier'),
    });
  }

  for (const { id, urlVar, path } of EXTERNAL_COMPONENTS) {
    const base = config[urlVar];
    if (!base) continue;
    const url = `${base}${path}`;
    probes.push({ id, urls: [url], read: (results) => readOwnHealth(results(url)) });
  }
  // The specification's table order, whatever the order of discovery.
  return probes.sort((a, b) => DIAGNOSTIC_COMPONENTS.indexOf(a.id) - DIAGNOSTIC_COMPONENTS.indexOf(b.id));
}

/**
 * Every deployed component's health: each distinct URL is requested once (media-analysis's
 * component answer serves three components, its /health both gateway-core and doc-classifier),
 * all at once, each within the specification's 3 s.
 */
export async function collectServices(
  probes: readonly ComponentProbe[],
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<Partial<Record<DiagnosticComponent, ServiceHealth>>> {
  const urls = [...new Set(probes.flatMap((probe) => probe.urls))];
  const answered = await probeHealth(Object.fromEntries(urls.map((url) => [url, url])), timeoutMs);
  const results: Results = (url) => {
    const result = answered[url];
    if (!result) throw new Error(`no probe of ${url}`);
    return result;
  };
  return Object.fromEntries(probes.map((probe) => [probe.id, probe.read(results)]));
}
