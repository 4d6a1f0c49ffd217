import { resolveUpstream, type Upstream } from '../../route-table.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type Json = Record<string, unknown>;

export interface OpenApiDocument extends Json {
  openapi: string;
  info: Json;
  paths?: Record<string, Record<string, Json>>;
  components?: { schemas?: Record<string, unknown> } & Json;
}

/** `/sessions/{id}` → `/sessions/x`: a concrete path the route table can resolve. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'x');

/** The operations of an app's document the edge routes to that app: its internal routes stay out. */
function publicPaths(upstream: Upstream, document: OpenApiDocument) {
  return Object.entries(document.paths ?? {}).filter(([path]) => resolveUpstream(concrete(path)) === upstream);
}

/** Each operation tagged with its app when it has no tag of its own, so the reference groups by app. */
function tagged(item: Record<string, Json>, upstream: Upstream): Record<string, Json> {
  return Object.fromEntries(
    Object.entries(item).map(([key, value]) =>
      METHODS.includes(key) && value.tags === undefined ? [key, { ...value, tags: [upstream] }] : [key, value],
    ),
  );
}

/**
 * Renames the app's component schemas that another app already declared differently
 * (`<app>_<name>`), rewriting the app's references to them.
 */
function withUniqueComponents(upstream: Upstream, document: OpenApiDocument, taken: Record<string, unknown>) {
  const schemas = document.components?.schemas ?? {};
  const clashes = new Set(
    Object.keys(schemas).filter(
      (name) => name in taken && JSON.stringify(taken[name]) !== JSON.stringify(schemas[name]),
    ),
  );
  if (clashes.size === 0) return document;
  const renamed = (name: string) => (clashes.has(name) ? `${upstream}_${name}` : name);
  const ref = (name: string) => JSON.stringify(`#/components/schemas/${name}`);
  let text = JSON.stringify(document);
  for (const name of clashes) text = text.split(ref(name)).join(ref(renamed(name)));
  const result = JSON.parse(text) as OpenApiDocument;
  const entries = Object.entries(result.components?.schemas ?? {});
  return {
    ...result,
    components: { ...result.components, schemas: Object.fromEntries(entries.map(([n, s]) => [renamed(n), s])) },
  };
}

/**
 * The public document: the edge's own routes and every internal app's routes the edge forwards,
 * with their component schemas. Apps whose document could not be read are named in
 * `x-unavailable-apps` (and the description) instead of failing the whole document.
 */
export function mergeDocuments(
  edge: OpenApiDocument,
  apps: Partial<Record<Upstream, OpenApiDocument>>,
  unavailable: readonly Upstream[],
): OpenApiDocument {
  const paths: Record<string, Record<string, Json>> = { ...edge.paths };
  const schemas: Record<string, unknown> = { ...edge.components?.schemas };
  for (const [upstream, original] of Object.entries(apps) as [Upstream, OpenApiDocument][]) {
    const document = withUniqueComponents(upstream, original, schemas);
    for (const [path, item] of publicPaths(upstream, document))
      paths[path] = { ...paths[path], ...tagged(item, upstream) };
    Object.assign(schemas, document.components?.schemas);
  }
  const missing = unavailable.length ? ` Not included, as they did not answer: ${unavailable.join(', ')}.` : '';
  return {
    openapi: '3.1.0',
    info: {
      title: 'Content safety gateway',
      version: '1.0.0',
      description: `Every public route of the gateway, as served through the edge.${missing}`,
    },
    paths,
    components: { schemas },
    ...(unavailable.length ? { 'x-unavailable-apps': [...unavailable] } : {}),
  };
}
