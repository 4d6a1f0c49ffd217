// The one list of the fleet's apps. Kept free of imports: the lint configuration reads it too.

/** The edge: the only public port. */
export const EDGE_APP = { name: 'edge-gateway', port: 3000 } as const;

/** The internal apps listen at this base plus their offset unless PORT says otherwise (architecture.md). */
export const INTERNAL_PORT_BASE = 3100;

/**
 * The internal apps in start order: each app's port offset, the variable that tells another app
 * where to find it, and the apps it calls itself (they start before it, and it is given their URLs).
 */
export const INTERNAL_APPS = [
  { name: 'media-analysis', portOffset: 3, urlVar: 'MEDIA_ANALYSIS_URL', calls: [] },
  { name: 'chat-pipeline', portOffset: 1, urlVar: 'CHAT_PIPELINE_URL', calls: ['media-analysis'] },
  { name: 'detection', portOffset: 2, urlVar: 'DETECTION_URL', calls: [] },
  { name: 'sessions', portOffset: 4, urlVar: 'SESSIONS_URL', calls: ['chat-pipeline'] },
  { name: 'admin', portOffset: 5, urlVar: 'ADMIN_URL', calls: [] },
  {
    name: 'diagnostics',
    portOffset: 6,
    urlVar: 'DIAGNOSTICS_URL',
    // gateway-core in its snapshot: every other app's /health.
    calls: ['chat-pipeline', 'detection', 'media-analysis', 'sessions', 'admin'],
  },
] as const;

export type InternalApp = (typeof INTERNAL_APPS)[number];
export type ServiceName = InternalApp['name'];
type AppNamed<N extends ServiceName> = Extract<InternalApp, { name: N }>;
export type ServiceUrlVar<N extends ServiceName = ServiceName> = AppNamed<N>['urlVar'];

export const SERVICE_NAMES: readonly ServiceName[] = INTERNAL_APPS.map((app) => app.name);

/** Every app of the fleet, the edge included. */
export const APP_NAMES: readonly string[] = [...SERVICE_NAMES, EDGE_APP.name];

const appNamed = <N extends ServiceName>(name: N) => INTERNAL_APPS.find((app) => app.name === name) as AppNamed<N>;

/** The port each internal app listens on unless PORT says otherwise. */
export const SERVICE_PORTS = Object.fromEntries(
  INTERNAL_APPS.map((app) => [app.name, INTERNAL_PORT_BASE + app.portOffset]),
) as Record<ServiceName, number>;

/** The variable that tells another app where the named app is. */
export const serviceUrlVar = <N extends ServiceName>(name: N) => appNamed(name).urlVar as ServiceUrlVar<N>;

/** The apps the named app calls itself. */
export const callsOf = <N extends ServiceName>(name: N) => appNamed(name).calls as AppNamed<N>['calls'];

/** Where one app finds another on the same host when its URL is not configured. */
export const defaultServiceUrl = (service: ServiceName): string => `http://127.0.0.1:${SERVICE_PORTS[service]}`;
