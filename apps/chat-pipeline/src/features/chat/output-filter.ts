import { reportedEntity, type Action, type DetectedLanguage, type ReportedEntity } from '@csg/contracts';
import { strongestAction, type FilterPolicy } from '@csg/detection-engine';
import type { ToolCall } from '@csg/providers';
import type { FilteredResponseEvent, OutputContentRejectedEvent, OutputContentWarningEvent } from '@csg/sse';
import type { Detect } from './input-filter.ts';
import { filterToolCalls } from './tool-call-filter.ts';

export interface OutputVerdict {
  /** 9a, or 9b optionally followed by 9c. */
  events: [OutputContentRejectedEvent] | [FilteredResponseEvent] | [FilteredResponseEvent, OutputContentWarningEvent];
  action: Action;
  entities: ReportedEntity[];
  /** The model's tool calls with their arguments masked; empty when it made none or the reply was withheld. */
  toolCalls: ToolCall[];
}

/** What was done to which kind of entity, without the text: the specification leaves the element shape open. */
const actionsApplied = (entities: readonly ReportedEntity[]) =>
  entities.map(({ type, category, action }) => ({ type, category, action }));

const describe = (entities: readonly ReportedEntity[]) =>
  [...new Set(entities.map((e) => e.category))].sort().join(', ');

/**
 * Output filtering over the complete reply: exactly one of the withheld reply (9a) or the answer
 * (9b). Tool-call arguments are model output too: filtered alike, a block in them withholds all.
 */
export async function filterOutput(
  reply: string,
  detect: Detect,
  policy: FilterPolicy,
  language: DetectedLanguage,
  toolCalls: readonly ToolCall[] = [],
): Promise<OutputVerdict> {
  // The reply is in the conversation's language: not identified again.
  const scan = (text: string) => detect(text, { policy, language });
  const [result, tools] = await Promise.all([scan(reply), filterToolCalls(toolCalls, scan)]);
  const all = [result, ...tools.results];
  const entities = all.flatMap((r) => r.detectedEntities.map((e) => reportedEntity(e)));
  const action = strongestAction(all.map((r) => r.action));
  if (action === 'reject') {
    const rejected = entities.filter((e) => e.action === 'reject');
    return {
      action: 'reject',
      entities,
      toolCalls: [],
      events: [
        {
          type: 'output_content_rejected',
          severity: 'critical',
          message: 'The model generated a reply that the output filter withheld.',
          reason: `Blocked content in the reply: ${describe(rejected)}`,
          entities_detected: entities.length,
          actions_applied: actionsApplied(entities),
        },
      ],
    };
  }
  const masked = entities.filter((e) => e.action === 'mask');
  const answer: FilteredResponseEvent = {
    id: 'filtered-response',
    content: result.maskedText,
    finish_reason: 'stop',
    filtered: masked.length > 0,
    entities_masked: masked.length,
  };
  const flagged = entities.filter((e) => e.action === 'flag');
  if (flagged.length === 0) return { action, entities, toolCalls: tools.calls, events: [answer] };
  return {
    action,
    entities,
    toolCalls: tools.calls,
    events: [
      answer,
      {
        type: 'output_content_warning',
        severity: 'warning',
        message: `The reply contains content the output filter flagged: ${describe(flagged)}`,
        entities_detected: flagged.length,
        actions_applied: actionsApplied(flagged),
      },
    ],
  };
}
