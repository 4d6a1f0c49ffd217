export { apiKeys } from './api-keys.ts';
export { tenantGroupMembers, tenantGroups } from './groups.ts';
export { systemSettings } from './system-settings.ts';
export { outboxMessages, passwordResetTokens, tenants } from './tenants.ts';
