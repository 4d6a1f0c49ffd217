import type { Role } from '@csg/auth';
import { sessionNotFound } from '@csg/errors';
import { DEFAULT_TITLE, type SessionDetail, type SessionView } from './sessions.schemas.ts';
import type { SessionRow, SessionsRepo } from './sessions.repo.ts';

/** The caller as sessions see it: whose sessions, and whether it may read what was said. */
export interface Owner {
  tenantId: string;
  role: Role;
}

const view = (row: SessionRow): SessionView => ({
  id: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  lastUsedAt: row.lastUsedAt.toISOString(),
});

/** Sessions belong to one tenant: another tenant's session is missing, never forbidden. */
export function createSessionsService({ repo }: { repo: SessionsRepo }) {
  return {
    create: async (owner: Owner, title: string | undefined) =>
      view(await repo.create(owner.tenantId, title ?? DEFAULT_TITLE)),

    list: async (owner: Owner) => (await repo.list(owner.tenantId)).map(view),

    get: async (owner: Owner, id: string): Promise<SessionDetail> => {
      const row = await repo.find(owner.tenantId, id);
      if (!row) throw sessionNotFound();
      const { messages, records, warnings } = await repo.history(owner.tenantId, id);
      // The auditor reads sessions, never message content (specification, role behaviour).
      const withheld = owner.role === 'auditor';
      return {
        ...view(row),
        messages: messages.map((m) => ({
          id: m.id,
          role: m.role as 'system' | 'user' | 'assistant',
          content: withheld ? null : m.content,
          createdAt: m.createdAt.toISOString(),
        })),
        detections: records.map((r) => ({
          ...r,
          entities: r.entities as Record<string, unknown>[],
          createdAt: r.createdAt.toISOString(),
        })),
        warnings: warnings.map((w) => ({ ...w, createdAt: w.createdAt.toISOString() })),
      };
    },

    rename: async (owner: Owner, id: string, title: string) => {
      const row = await repo.rename(owner.tenantId, id, title);
      if (!row) throw sessionNotFound();
      return view(row);
    },

    remove: async (owner: Owner, id: string) => {
      if (!(await repo.remove(owner.tenantId, id))) throw sessionNotFound();
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
