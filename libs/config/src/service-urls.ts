import { httpUrl } from './env-fields.ts';
import { defaultServiceUrl, serviceUrlVar, type ServiceName, type ServiceUrlVar } from './fleet-apps.ts';

const serviceUrl = (name: ServiceName) =>
  httpUrl().default(defaultServiceUrl(name)).describe(`where ${name} is (its base URL)`);

/** The `<APP>_URL` variables of the named apps, each defaulting to that app on this host. */
export function serviceUrlsEnv<N extends ServiceName>(
  names: readonly N[],
): { [K in N as ServiceUrlVar<K>]: ReturnType<typeof serviceUrl> } {
  return Object.fromEntries(names.map((name) => [serviceUrlVar(name), serviceUrl(name)])) as {
    [K in N as ServiceUrlVar<K>]: ReturnType<typeof serviceUrl>;
  };
}
