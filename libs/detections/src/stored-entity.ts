import { placeholderFor, type Category, type ReportedEntity } from '@csg/contracts';

/** The grounding check's category: a reply's claim the supplied contexts do not support (no filter category). */
export const GROUNDING_CATEGORY = 'hallucination';

/**
 * One entity of a stored record: the reported entity (where and what, never the text) with the
 * placeholder that stood for it. Grounding records add their own category.
 */
export type StoredEntity = Omit<ReportedEntity, 'category'> & {
  category: Category | typeof GROUNDING_CATEGORY;
  placeholder: string;
};

/** The stored form of reported entities: the placeholder stands where the text was. */
export const storedEntities = <E extends Omit<StoredEntity, 'placeholder'>>(entities: readonly E[]): StoredEntity[] =>
  entities.map((e) => ({ ...e, placeholder: placeholderFor(e.type) }));
