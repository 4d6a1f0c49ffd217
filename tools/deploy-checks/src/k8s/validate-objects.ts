// The group's index: the lint's module-boundary rule reads any `…/apps/…` import as an app of ours.
import { v1 as appsV1 } from 'kubernetes-models/apps';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1';

interface Validatable {
  validate(): void;
}
type ModelClass = new (data: never) => Validatable;

/** The kinds the chart may render; anything else is refused, since it would go unchecked. */
const MODELS: Record<string, ModelClass> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': appsV1.Deployment,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
};

// RFC 1123 label: what a Service name (and so every name here) must be.
const DNS_LABEL = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/;

/**
 * Checks one rendered object against the Kubernetes OpenAPI schema (kubernetes-models: types,
 * required fields, enums) and its name against RFC 1123. The models do not reject unknown
 * fields, so a misspelt key passes here; the chart's tests assert the fields that matter.
 */
export function validateObject(object: Record<string, unknown>): void {
  const apiVersion = String(object.apiVersion);
  const kind = String(object.kind);
  const name = String((object.metadata as { name?: unknown } | undefined)?.name);
  const Model = MODELS[`${apiVersion}/${kind}`];
  if (!Model) throw new Error(`${apiVersion} ${kind} ${name}: a kind the checks do not know`);
  if (!DNS_LABEL.test(name)) throw new Error(`${kind} ${name}: the name is not an RFC 1123 label`);
  try {
    new Model(object as never).validate();
  } catch (err) {
    throw new Error(`${kind} ${name}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
}
