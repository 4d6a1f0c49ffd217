import type { Role } from '@csg/auth';
import type { SessionTitleScan } from '@csg/contracts';
import type { SessionRecordsRepo } from '@csg/detections';
import { HttpError, sessionNotFound } from '@csg/errors';
import type { PipelineCaller } from '../messages/chat-pipeline.client.ts';
import { DEFAULT_TITLE, type SessionDetail, type SessionView } from './sessions.schemas.ts';
import type { SessionRow, SessionsRepo } from '@csg/session-store';

/** The caller as sessions see it: whose sessions, and whether it may read what was said. */
export interface Owner {
  tenantId: string;
  role: Role;
}

/** A caller who writes a title: the pipeline scans it with the caller's own identity. */
export type TitleWriter = Owner & PipelineCaller;

interface SessionsDeps {
  repo: SessionsRepo;
  records: SessionRecordsRepo;
  scanTitle: (title: string, caller: PipelineCaller) => Promise<SessionTitleScan>;
}

/** Refused like a field that failed validation, naming the field and never its value. */
const titleRejected = () =>
  new HttpError(400, 'Invalid request body', {
    issues: [{ path: ['title'], code: 'content_rejected', message: 'rejected by the content filter' }],
  });

const view = (row: SessionRow): SessionView => ({
  id: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  lastUsedAt: row.lastUsedAt.toISOString(),
});

/** Sessions belong to one tenant: another tenant's session is missing, never forbidden. */
export function createSessionsService({ repo, records: filed, scanTitle }: SessionsDeps) {
  /** A title is stored as the content filter leaves it: masked values as placeholders. */
  const storable = async (title: string, caller: TitleWriter): Promise<string> => {
    const scan = await scanTitle(title, caller);
    if (scan.action === 'reject') throw titleRejected();
    return scan.title;
  };

  return {
    create: async (caller: TitleWriter, title: string | undefined) =>
      view(await repo.create(caller.tenantId, title === undefined ? DEFAULT_TITLE : await storable(title, caller))),

    list: async (owner: Owner) => (await repo.list(owner.tenantId)).map(view),

    get: async (owner: Owner, id: string): Promise<SessionDetail> => {
      const row = await repo.find(owner.tenantId, id);
      if (!row) throw sessionNotFound();
      const [messages, { records, warnings }] = await Promise.all([repo.messages(id), filed.of(owner.tenantId, id)]);
      // The auditor reads sessions, never message content (specification, role behaviour).
      const withheld = owner.role === 'auditor';
      return {
        ...view(row),
        messages: messages.map((m) => ({
          id: m.id,
          role: m.role,
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

    rename: async (caller: TitleWriter, id: string, title: string) => {
      const row = await repo.rename(caller.tenantId, id, await storable(title, caller));
      if (!row) throw sessionNotFound();
      return view(row);
    },

    remove: async (owner: Owner, id: string) => {
      const removed = await repo.remove(owner.tenantId, id, (tx) => filed.removeOf(tx, owner.tenantId, id));
      if (!removed) throw sessionNotFound();
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
