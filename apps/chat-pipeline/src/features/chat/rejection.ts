import type { ContentRejectedEvent } from '@csg/sse';
import type { ReportedEntity } from '@csg/contracts';

/** Event 7: what was found and where, never the text; the provider is not called. */
export function rejectionEvent(entities: readonly ReportedEntity[]): ContentRejectedEvent {
  const rejected = entities.filter((e) => e.action === 'reject');
  const categories = [...new Set(rejected.map((e) => e.category))].sort().join(', ');
  return {
    error: `The prompt was blocked by the input filter (${categories}).`,
    type: 'content_rejected',
    entities: entities.map(({ type, category, action, confidence, message_index, start, end }) => ({
      type,
      category,
      action,
      confidence,
      message_index,
      start,
      end,
    })),
  };
}
