export { isSessionOf } from './ownership.ts';
export { createSessionsRepo } from './sessions.repo.ts';
export type { SessionRow, SessionsRepo, StoredMessage } from './sessions.repo.ts';
export { createTurnsRepo } from './turns.repo.ts';
export type { ContextMessage, StoredTurn, TurnsRepo } from './turns.repo.ts';
