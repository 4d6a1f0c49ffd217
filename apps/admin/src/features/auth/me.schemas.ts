import { z } from 'zod';

export const meSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  contactEmail: z.string(),
  role: z.string(),
  pages: z.array(z.object({ id: z.string(), path: z.string(), section: z.string() })),
  capabilities: z.array(z.string()),
});
