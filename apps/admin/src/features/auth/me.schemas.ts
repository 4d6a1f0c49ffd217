import { z } from 'zod';

export const meSchema = z
  .object({
    id: z.uuid(),
    username: z.string(),
    contactEmail: z.string(),
    role: z.string(),
    pages: z.array(z.object({ id: z.string(), path: z.string(), section: z.string() })),
    capabilities: z.array(z.string()),
  })
  .meta({
    examples: [
      {
        id: '00000000-0000-4000-8000-000000000001',
        username: 'jane',
        contactEmail: 'jane.doe@example.org',
        role: 'normal_user',
        pages: [{ id: 'ai-chat', path: '/playground', section: 'overview' }],
        capabilities: ['detections.view'],
      },
    ],
  });
