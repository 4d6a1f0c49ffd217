export { GROUNDING_CATEGORY, storedEntities } from './stored-entity.ts';
export type { StoredEntity } from './stored-entity.ts';
export { jailbreakRejectionsSince, recordDetection, recordDetections } from './detection-records.ts';
export type { DetectionRecord, DetectionSurface } from './detection-records.ts';
export { createSessionRecordsRepo, warnSession } from './session-records.ts';
export type { SessionRecordsRepo, SessionWarning } from './session-records.ts';
export { createDetectionsRepo } from './detections-repo.ts';
export type { DetectionsRepo } from './detections-repo.ts';
