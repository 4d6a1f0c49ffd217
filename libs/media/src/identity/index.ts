export { IDENTITY_FIELDS, type IdentityField } from './labels.ts';
export { identityFields, type IdentityFieldHit } from './layout.ts';
