import './provided-context.ts';

export { freePort } from './ports.ts';
export { completeSetup, createTestDatabase, dropTestDatabase, useTestDatabase } from './test-database.ts';
export type { TestDatabase } from './test-database.ts';
export { describeWithRedis, redisKeyPrefix } from './test-redis.ts';
export { startHttpServer } from './http-server.ts';
export type { TestHttpServer } from './http-server.ts';
export { chunked, sendWholeUpload } from './whole-upload.ts';
export type { UploadExchange, WholeUpload } from './whole-upload.ts';
export { serviceAppContract } from './service-app-contract.ts';
export { openApiDocumentOf, operationsOf, undocumented, unexemplified } from './openapi-rules.ts';
export type { OpenApiDocument } from './openapi-rules.ts';
export { insertTestTenant } from './test-tenants.ts';
export type { TestTenantRow } from './test-tenants.ts';
export { DEFAULT_KEYWORDS, FAKE_ROUTES, startFakeComponent } from './fakes/index.ts';
export type { FakeComponent, FakeComponentKind, FakeComponentOptions, FakeMode } from './fakes/index.ts';
export { createManualFeed, useAppAndOtherPool, watchChanges } from './change-watch.ts';
export type { ChangeWatch } from './change-watch.ts';
