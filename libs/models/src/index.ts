export { RED_TEAM_ROLES, seesRedTeamModels } from './red-team.ts';
export { createModelsRepo, isDuplicateModel } from './models.repo.ts';
export type {
  CatalogueModel,
  ChatModel,
  ModelChanges,
  ModelFilter,
  ModelRow,
  ModelsRepo,
  NewModel,
} from './models.repo.ts';
export { createCredentialsRepo, isDuplicateName } from './credentials.repo.ts';
export type {
  CredentialChanges,
  CredentialRow,
  CredentialsRepo,
  NewCredentialRow,
  OwnerScope,
} from './credentials.repo.ts';
export { openCredential, sealCredentialSecret } from './credential-secret.ts';
export type { StoredCredential } from './credential-secret.ts';
