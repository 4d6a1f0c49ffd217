import { schema, type Database } from '@csg/db';
import { eq } from 'drizzle-orm';

export interface DetectionRecord {
  tenantId: string | null;
  apiKeyId: string | null;
  sessionId: string | null;
  action: string;
  filter: string;
  /** Type, category, placeholder, offsets, confidence, action, source: never a matched value. */
  entities: {
    type: string;
    category: string;
    placeholder: string;
    start: number;
    end: number;
    confidence: number;
    action: string;
    source: string;
  }[];
  language: string | null;
  clientAddress: string | null;
}

export function createDetectRepo(db: Database) {
  return {
    filterPolicy: async (nickname: string): Promise<unknown> => {
      const [row] = await db
        .select({ policy: schema.filters.policy })
        .from(schema.filters)
        .where(eq(schema.filters.nickname, nickname));
      return row?.policy;
    },

    record: async (record: DetectionRecord): Promise<void> => {
      await db.insert(schema.detections).values({ ...record, surface: 'detect', entityCount: record.entities.length });
    },
  };
}

export type DetectRepo = ReturnType<typeof createDetectRepo>;
