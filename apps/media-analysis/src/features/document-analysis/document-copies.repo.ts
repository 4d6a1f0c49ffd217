import { schema, type Executor } from '@csg/db';
import { and, eq, gt, lte } from 'drizzle-orm';

const { documentCopies } = schema;

export interface DocumentCopy {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * The redacted copies kept for download (table `document_copies`): one tenant's, until they
 * expire. Another tenant's copy, an unknown id and an expired copy read alike: not there.
 */
export function createDocumentCopies(db: Executor, retentionHours: number) {
  return {
    async save(id: string, tenantId: string, copy: DocumentCopy): Promise<void> {
      const now = Date.now();
      // Expired copies go as new ones come: no scheduler, and the table never holds more than a retention's worth.
      await db.delete(documentCopies).where(lte(documentCopies.expiresAt, new Date(now)));
      await db.insert(documentCopies).values({
        id,
        tenantId,
        ...copy,
        expiresAt: new Date(now + retentionHours * 3_600_000),
      });
    },

    async find(tenantId: string, id: string): Promise<DocumentCopy | null> {
      const [row] = await db
        .select({
          filename: documentCopies.filename,
          contentType: documentCopies.contentType,
          content: documentCopies.content,
        })
        .from(documentCopies)
        .where(
          and(
            eq(documentCopies.id, id),
            eq(documentCopies.tenantId, tenantId),
            gt(documentCopies.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return row ?? null;
    },
  };
}

export type DocumentCopies = ReturnType<typeof createDocumentCopies>;
