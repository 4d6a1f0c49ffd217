import { z } from 'zod';

/** `page` from 1, `limit` 1–100 (default 10): a bad value is a 400, never a silent clamp. */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export type Pagination = z.infer<typeof paginationQuerySchema>;

/** The specification's envelope for admin lists. */
export const paginatedSchema = <T extends z.ZodType>(item: T) => {
  const page = z.object({
    data: z.array(item),
    meta: z.object({
      total: z.number().int(),
      page: z.number().int(),
      limit: z.number().int(),
      totalPages: z.number().int(),
    }),
  });
  // The page's example holds the item's own example, so that each fact has one owner.
  const examples = item.meta()?.examples;
  return Array.isArray(examples) && examples.length > 0
    ? page.meta({ examples: [{ data: [examples[0]], meta: { total: 1, page: 1, limit: 10, totalPages: 1 } }] })
    : page;
};

export function envelope<T>(data: T[], total: number, { page, limit }: Pagination) {
  return { data, meta: { total, page, limit, totalPages: Math.ceil(total / limit) } };
}

/** SQL offset of a page. */
export const offsetOf = ({ page, limit }: Pagination) => (page - 1) * limit;
