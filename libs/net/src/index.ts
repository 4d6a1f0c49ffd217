export { classifyAddress, isPublicAddress } from './address-scope.ts';
export type { AddressClass, AddressScope, Ipv4Embedding } from './address-scope.ts';
