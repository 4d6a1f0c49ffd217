import { EDGE_APP, SERVICE_PORTS } from '@csg/config';
import type { v1 as appsV1 } from 'kubernetes-models/apps';
import { renderChart, type RenderOptions } from '../helm/render-chart.ts';
import { CHART_DIR } from '../repo-paths.ts';

// From the group's index: the lint's module-boundary rule reads any `…/apps/…` import as an app of ours.
export type IDeployment = appsV1.IDeployment;

/** The chart needs a database URL (it ships no PostgreSQL); the tests give this one. */
export const DATABASE = { database: { url: 'postgres://gateway:pw@db.example:5432/gateway' } };

/** The chart's objects, rendered with the test database and the values given (release `csg`). */
export const render = (options: RenderOptions = {}) =>
  renderChart(CHART_DIR, { ...options, values: { ...DATABASE, ...options.values } }).objects;

export const ofKind = <T>(objects: Record<string, unknown>[], kind: string) =>
  objects.filter((o) => o.kind === kind) as T[];

/** An app's port: the edge's 3000, the others' from the fleet list. */
export const portOf = (app: string) =>
  app === EDGE_APP.name ? EDGE_APP.port : SERVICE_PORTS[app as keyof typeof SERVICE_PORTS];

export const decode = (data: Record<string, string> | undefined, key: string) =>
  Buffer.from(data?.[key] ?? '', 'base64').toString();
