import {
  booleanFlag,
  databaseEnv,
  EDGE_APP,
  httpUrl,
  identityEnv,
  port,
  redisUrl,
  SERVICE_PORTS,
  serviceEnv,
  serviceUrlsEnv,
} from '@csg/config';
import { z } from 'zod';
import { EXTERNAL_URL_VARS, type ExternalUrlVar } from './features/services/components.ts';

/** The internal apps whose /health makes up gateway-core with the edge's (diagnostics is the one answering). */
export const GATEWAY_CORE_APPS = ['chat-pipeline', 'detection', 'media-analysis', 'sessions', 'admin'] as const;

const componentUrls = Object.fromEntries(EXTERNAL_URL_VARS.map((name) => [name, httpUrl().optional()])) as {
  [K in ExternalUrlVar]: z.ZodOptional<ReturnType<typeof httpUrl>>;
};

const absolutePath = () => z.string().regex(/^\//, 'must be an absolute path');
const identity = identityEnv();

export const configSchema = z
  .object({
    ...serviceEnv(SERVICE_PORTS.diagnostics),
    ...databaseEnv(),
    JWT_SECRET: identity.JWT_SECRET,
    JWT_EXPIRES_IN: identity.JWT_EXPIRES_IN,
    /** Set: Redis is part of the deployment and is checked; unset: reported as not configured. */
    REDIS_URL: redisUrl().optional(),
    /** gateway-core: the edge (its /health is the component's) and the internal apps. */
    EDGE_URL: httpUrl().default(`http://127.0.0.1:${EDGE_APP.port}`),
    ...serviceUrlsEnv(GATEWAY_CORE_APPS),
    /** Optional components (specification "Component health endpoints"): unset means not deployed. */
    ...componentUrls,
    /** The Docker Engine API's unix socket, e.g. /var/run/docker.sock: containers are read from it. */
    DOCKER_SOCKET: absolutePath().optional(),
    /** The Kubernetes API, for a diagnostics running outside the cluster it inspects. */
    KUBE_API_URL: httpUrl().optional(),
    /** Bearer token for KUBE_API_URL; in a pod, the service account's token is read instead. */
    KUBE_TOKEN: z.string().optional(),
    /** A CA bundle (PEM) for an https KUBE_API_URL that a public CA did not sign. */
    KUBE_CA_FILE: absolutePath().optional(),
    KUBE_NAMESPACE: z
      .string()
      .regex(/^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/, 'must be a Kubernetes namespace name')
      .optional(),
    /** Set by Kubernetes in every pod: the in-cluster API, with the service account's token and CA. */
    KUBERNETES_SERVICE_HOST: z.string().optional(),
    KUBERNETES_SERVICE_PORT: port(443),
    /** What serves TLS: the front proxy is looked for on this host and port. */
    TLS_PROBE_HOST: z.string().min(1).default('127.0.0.1'),
    TLS_PROBE_PORT: port(443),
    /** A customer appliance: nothing serving 443 is then critical, not a development machine's warning. */
    APPLIANCE: booleanFlag(false),
  })
  .refine((env) => !(env.DOCKER_SOCKET && env.KUBE_API_URL), {
    path: ['KUBE_API_URL'],
    message: 'set either DOCKER_SOCKET or KUBE_API_URL, not both',
  });

export type Config = z.output<typeof configSchema>;
