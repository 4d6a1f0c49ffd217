import type { Database } from '@csg/db';

/**
 * What the filters feature still receives: the database, to build its own service. Every other
 * feature gets its service from app.ts; filters follow when their policy contract moves (issue 16).
 */
export interface AdminDeps {
  db: Database;
}
