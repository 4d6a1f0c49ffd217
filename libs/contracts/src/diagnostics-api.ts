import { z } from 'zod';

/**
 * GET /admin/diagnostics/snapshot (specification "Component health endpoints", architecture.md
 * "Contracts for diagnostics"): what each deployed component answered, the datastores, the
 * containers, what serves TLS on 443, and the findings an operator acts on.
 */

/** The components of the specification's table that have a health endpoint of their own. */
export const DIAGNOSTIC_COMPONENTS = [
  'gateway-core',
  'ml-detector',
  'hap-guard-v2',
  'attack-guard',
  'language-detector',
  'ocr-service',
  'document-parser',
  'redactor',
  'doc-classifier',
  'hallucination-guard',
  'report-renderer',
  'prompt-compressor',
  'cost-analyzer',
  'risk-analyst',
  'mcp-server',
  'red-team-runner',
  'code-safety',
  'userid-agent',
] as const;
export const diagnosticComponentSchema = z.enum(DIAGNOSTIC_COMPONENTS);
export type DiagnosticComponent = z.infer<typeof diagnosticComponentSchema>;

export const FINDING_SEVERITIES = ['critical', 'warning', 'info'] as const;
export const findingSeveritySchema = z.enum(FINDING_SEVERITIES);
export type FindingSeverity = z.infer<typeof findingSeveritySchema>;

/**
 * One component's health. `reachable` false: nothing answered in time (the fault is below the
 * application: its container, host or network); `reachable` true and `healthy` false: read `error`.
 */
export const serviceHealthSchema = z.object({
  /** The health URL probed, without any credentials it was configured with. */
  url: z.string(),
  reachable: z.boolean(),
  healthy: z.boolean(),
  latencyMs: z.number().int().min(0),
  error: z.string().optional(),
  /** What the component said about itself (its health body, or its part of a shared one). */
  details: z.unknown().optional(),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

export const datastoresSchema = z.object({
  postgres: z.object({
    reachable: z.boolean(),
    latencyMs: z.number().int().min(0),
    /** Migrations of this build the database lacks; null when they could not be counted. */
    migrationsPending: z.number().int().min(0).nullable(),
  }),
  redis: z.object({
    /** REDIS_URL is set: Redis is part of this deployment. */
    configured: z.boolean(),
    reachable: z.boolean(),
    /** Null when Redis is not configured. */
    latencyMs: z.number().int().min(0).nullable(),
  }),
});
export type Datastores = z.infer<typeof datastoresSchema>;

export const containerSchema = z.object({
  /** Docker: the container's name; Kubernetes: `<pod>/<container>`. */
  name: z.string(),
  /**
   * The runtime's word for its state: Docker's (`running`, `restarting`, `exited`, …); Kubernetes'
   * `running`, `waiting`, `terminated`, or `restarting` when it waits in CrashLoopBackOff.
   */
  state: z.string(),
  restarts: z.number().int().min(0),
  /** Its last exit was the kernel's out-of-memory kill. */
  oomKilled: z.boolean(),
});
export type ContainerStatus = z.infer<typeof containerSchema>;

export const containersSchema = z.object({
  runtime: z.enum(['docker', 'kubernetes']),
  items: z.array(containerSchema),
  /** Why the runtime's API gave no list (then `items` is empty). */
  error: z.string().optional(),
});
export type Containers = z.infer<typeof containersSchema>;

export const findingSchema = z.object({
  /** The specification's finding id, e.g. `service-unhealthy-ml-detector`, `datastore-unreachable`. */
  id: z.string(),
  severity: findingSeveritySchema,
  /** The component the finding is about: a component id, `postgres`, `redis`, `tls-front-proxy` or a container name. */
  component: z.string(),
  message: z.string(),
});
export type Finding = z.infer<typeof findingSchema>;

export const diagnosticsSnapshotSchema = z
  .object({
    /** When the probes were sent (ISO 8601). */
    collectedAt: z.iso.datetime(),
    /** Deployed components only, keyed by component id: one not deployed is absent. */
    services: z.partialRecord(diagnosticComponentSchema, serviceHealthSchema),
    datastores: datastoresSchema,
    /** Null unless a container runtime's API is configured. */
    containers: containersSchema.nullable(),
    appliance: z.object({
      /** What answers TLS on 443 (its Server header, else its certificate's subject), or null. */
      tls: z.object({ servedBy: z.string().nullable() }),
    }),
    /** No host agent is deployed. */
    host: z.null(),
    findings: z.array(findingSchema),
  })
  .meta({
    examples: [
      {
        collectedAt: '2026-01-15T09:30:00.000Z',
        services: {
          'gateway-core': { url: 'http://127.0.0.1:8080/health', reachable: true, healthy: true, latencyMs: 3 },
        },
        datastores: {
          postgres: { reachable: true, latencyMs: 2, migrationsPending: 0 },
          redis: { configured: false, reachable: false, latencyMs: null },
        },
        containers: null,
        appliance: { tls: { servedBy: null } },
        host: null,
        findings: [],
      },
    ],
  });
export type DiagnosticsSnapshot = z.infer<typeof diagnosticsSnapshotSchema>;
