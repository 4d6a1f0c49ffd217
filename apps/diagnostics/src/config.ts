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

const componentUrls = Object.fromEntries(
  EXTERNAL_URL_VARS.map((name) => [
    name,
    httpUrl().optional().describe('an optional component the snapshot probes at its health path; unset: not deployed'),
  ]),
) as {
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
    REDIS_URL: redisUrl()
      .optional()
      .describe('Redis URL: set, Redis is part of the deployment and is checked; unset, reported as not configured'),
    /** gateway-core: the edge (its /health is the component's) and the internal apps. */
    EDGE_URL: httpUrl()
      .default(`http://127.0.0.1:${EDGE_APP.port}`)
      .describe("where the edge is; its /health is gateway-core's (`npm start` sets it)"),
    ...serviceUrlsEnv(GATEWAY_CORE_APPS),
    /** Optional components (specification "Component health endpoints"): unset means not deployed. */
    ...componentUrls,
    DOCKER_SOCKET: absolutePath()
      .optional()
      .describe("the Docker Engine API's unix socket, e.g. /var/run/docker.sock: containers are read from it"),
    KUBE_API_URL: httpUrl()
      .optional()
      .describe('the Kubernetes API, for a diagnostics running outside the cluster it inspects'),
    KUBE_TOKEN: z
      .string()
      .optional()
      .describe("bearer token for KUBE_API_URL; in a pod, the service account's token is read instead"),
    KUBE_CA_FILE: absolutePath().optional().describe('a CA bundle (PEM) for an https KUBE_API_URL'),
    KUBE_NAMESPACE: z
      .string()
      .regex(/^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/, 'must be a Kubernetes namespace name')
      .optional()
      .describe("the namespace whose pods are read; unset: the pod's own, else default"),
    KUBERNETES_SERVICE_HOST: z
      .string()
      .optional()
      .describe("set by Kubernetes in every pod: the in-cluster API, with the service account's token and CA"),
    KUBERNETES_SERVICE_PORT: port(443).describe('set by Kubernetes in every pod with KUBERNETES_SERVICE_HOST'),
    TLS_PROBE_HOST: z.string().min(1).default('127.0.0.1').describe('where the TLS front proxy is looked for'),
    TLS_PROBE_PORT: port(443).describe('the port of TLS_PROBE_HOST'),
    APPLIANCE: booleanFlag(false).describe(
      "true on a customer appliance: nothing serving 443 is then critical, not a development machine's warning",
    ),
  })
  .refine((env) => !(env.DOCKER_SOCKET && env.KUBE_API_URL), {
    path: ['KUBE_API_URL'],
    message: 'set either DOCKER_SOCKET or KUBE_API_URL, not both',
  });

export type Config = z.output<typeof configSchema>;
