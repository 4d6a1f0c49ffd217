export { COMPONENT_KINDS } from './types.ts';
export type { ComponentKind, ComponentReply, ComponentRequest, ExternalComponent } from './types.ts';
export { COMPONENT_CONTRACTS } from './contracts.ts';
export type { ComponentContract } from './contracts.ts';
export { createExternalComponent, createExternalComponents, externalComponentsFromEnv } from './create-component.ts';
export type { ComponentUrls } from './create-component.ts';
export type { JsonClientOptions } from './json-client.ts';
export { ComponentError } from './component-error.ts';
export type { ComponentFailure } from './component-error.ts';
