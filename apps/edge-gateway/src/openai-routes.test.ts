import { describe, expect, it } from 'vitest';
import { answersWithEventStream, headersWaitForChatTurn, resolveUpstream } from './route-table.ts';

// The OpenAI-compatible surface in the edge's one route table (issue 23, part 1).
describe('the /v1 surface at the edge', () => {
  it.each(['/v1/chat/completions', '/v1/models', '/v1/embeddings'])('sends %s to the chat pipeline', (path) => {
    expect(resolveUpstream(path)).toBe('chat-pipeline');
  });

  it('keeps /api/v1 for detection only, and /v1 a whole segment', () => {
    expect(resolveUpstream('/api/v1/guardrails/detect')).toBe('detection');
    expect(resolveUpstream('/api/v1/chat/completions')).toBeUndefined();
    expect(resolveUpstream('/v1x/models')).toBeUndefined();
  });

  it('gives POST /v1/chat/completions the long header bound in both modes, without calling it an event stream', () => {
    expect(headersWaitForChatTurn('POST', '/v1/chat/completions')).toBe(true);
    expect(answersWithEventStream('POST', '/v1/chat/completions')).toBe(false);
  });

  it('keeps the long bound for the event-stream routes and the short one everywhere else', () => {
    expect(headersWaitForChatTurn('POST', '/chat/completions')).toBe(true);
    expect(headersWaitForChatTurn('POST', '/sessions/abc/messages')).toBe(true);
    expect(headersWaitForChatTurn('GET', '/v1/models')).toBe(false);
    expect(headersWaitForChatTurn('GET', '/v1/chat/completions')).toBe(false);
    expect(headersWaitForChatTurn('POST', '/v1/chat/completions/x')).toBe(false);
  });
});
