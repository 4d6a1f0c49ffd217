import { INTERNAL_APPS, type ServiceName, type ServiceUrlVar } from '@csg/config';
import type { Config } from './config.ts';

/** The internal apps the edge forwards to (every one of the fleet), and the variable that holds each one's URL. */
export const UPSTREAM_URL_VARS = Object.fromEntries(INTERNAL_APPS.map((app) => [app.name, app.urlVar])) as {
  [N in ServiceName]: ServiceUrlVar<N>;
} satisfies Record<ServiceName, keyof Config>;

export type Upstream = ServiceName;

/** The edge's whole routing: path prefix → app. The longest matching prefix wins. */
export const ROUTE_TABLE: readonly { prefix: string; upstream: Upstream }[] = [
  { prefix: '/chat', upstream: 'chat-pipeline' },
  { prefix: '/models', upstream: 'chat-pipeline' },
  // The OpenAI-compatible surface (/v1/chat/completions, /v1/models); not /api/v1, which is detection's.
  { prefix: '/v1', upstream: 'chat-pipeline' },
  { prefix: '/api/v1/guardrails', upstream: 'detection' },
  { prefix: '/sessions', upstream: 'sessions' },
  { prefix: '/image-analysis', upstream: 'media-analysis' },
  { prefix: '/document-analysis', upstream: 'media-analysis' },
  { prefix: '/admin/diagnostics', upstream: 'diagnostics' },
  // The fleet's metrics for admins; the edge adds its own series to the page (there is no /metrics route).
  { prefix: '/admin/metrics', upstream: 'diagnostics' },
  { prefix: '/auth', upstream: 'admin' },
  { prefix: '/setup', upstream: 'admin' },
  { prefix: '/admin', upstream: 'admin' },
];

/**
 * The routes that answer with an event stream (the specification names no others). Their
 * response headers may come late: a session's message first waits for the turn before it, which
 * can last the chat pipeline's whole provider timeout. So they get the longer header bound.
 */
export const EVENT_STREAM_ROUTES: readonly { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/chat\/completions$/ },
  { method: 'POST', path: /^\/sessions\/[^/]+\/messages$/ },
];

/**
 * The OpenAI-compatible chat answers after the whole turn in both of its modes (a JSON completion,
 * or chunks written once the buffered reply is filtered): the edge, which never parses a body,
 * cannot tell the modes apart, and neither may meet the short header bound.
 */
const OPENAI_CHAT_ROUTE = { method: 'POST', path: /^\/v1\/chat\/completions$/ };

const BY_LENGTH = [...ROUTE_TABLE].sort((a, b) => b.prefix.length - a.prefix.length);

const pathOf = (url: string) => url.split('?')[0] ?? '';

/** A prefix matches whole path segments only: `/chat` takes `/chat/x`, never `/chatter`. */
const routeOf = (url: string) => {
  const path = pathOf(url);
  return BY_LENGTH.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`));
};

export function resolveUpstream(url: string): Upstream | undefined {
  return routeOf(url)?.upstream;
}

/** The route-table prefix a path falls under: the edge's metric label for what it forwards (bounded, unlike paths). */
export function routePrefix(url: string): string | undefined {
  return routeOf(url)?.prefix;
}

export function answersWithEventStream(method: string, url: string): boolean {
  const path = pathOf(url);
  return EVENT_STREAM_ROUTES.some((route) => route.method === method && route.path.test(path));
}

/** Whether the response headers wait for a chat turn, and so get the event-stream routes' longer bound. */
export function headersWaitForChatTurn(method: string, url: string): boolean {
  return (
    answersWithEventStream(method, url) ||
    (method === OPENAI_CHAT_ROUTE.method && OPENAI_CHAT_ROUTE.path.test(pathOf(url)))
  );
}

export function upstreamUrls(config: Config): Record<Upstream, string> {
  const entries = Object.entries(UPSTREAM_URL_VARS).map(([name, variable]) => [name, config[variable]]);
  return Object.fromEntries(entries) as Record<Upstream, string>;
}
