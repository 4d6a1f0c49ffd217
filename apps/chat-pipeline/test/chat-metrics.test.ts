import { beforeAll, describe, expect, it } from 'vitest';
import { useChatApp, userSays } from './harness.ts';

// A chat turn against a mock provider, then /metrics: the series of issue 23 part 3, with bounded labels.
const h = useChatApp();
let user = { id: '', token: '' };

beforeAll(async () => {
  user = await h.tenant('normal_user');
  await h.credential(user.id, 'openai');
});

const metrics = async () => {
  const res = await h.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('GET /metrics of the chat pipeline after chat turns', () => {
  it('shows turns by provider, model and outcome, provider latency and tokens, detections and detector time', async () => {
    const email = 'jane.roe@example.org';
    h.mocks.openai.reply({ deltas: ['Noted.'], usage: { promptTokens: 12, completionTokens: 3 } });
    expect((await h.chat(user.token, userSays(`Write to ${email} today`))).status).toBe(200);
    // The OpenAI-compatible surface runs the same chat service: its turns are counted too.
    h.mocks.openai.reply({ deltas: ['Hello there!'], usage: { promptTokens: 7, completionTokens: 2 } });
    const openAi = await h.app.inject({
      method: 'POST',
      url: '/v1/chat/completions',
      headers: { authorization: `Bearer ${user.token}` },
      payload: userSays('Say hello'),
    });
    expect(openAi.statusCode).toBe(200);
    await h.app.inject({ method: 'GET', url: `/no/such/route/${user.id}` });

    const page = await metrics();
    const series = (name: string, labels: string) => new RegExp(`^${name}\\{${labels}\\} (\\d+(\\.\\d+)?)$`, 'm');
    expect(page).toMatch(series('csg_chat_turns_total', 'provider="openai",model="gpt-4o-mini",outcome="masked"'));
    expect(page).toMatch(series('csg_chat_turns_total', 'provider="openai",model="gpt-4o-mini",outcome="allowed"'));
    expect(page).toMatch(series('csg_provider_request_seconds_count', 'provider="openai",model="gpt-4o-mini"'));
    expect(page).toMatch(/^csg_provider_tokens_total\{provider="openai",model="gpt-4o-mini",kind="prompt"\} 19$/m);
    expect(page).toMatch(/^csg_provider_tokens_total\{provider="openai",model="gpt-4o-mini",kind="completion"\} 5$/m);
    expect(page).toMatch(series('csg_detections_total', 'category="pii",action="mask"'));
    expect(page).toMatch(/^csg_detector_seconds_total\{detector="[a-z0-9:_-]+"\} /m);
    expect(page).toContain('# TYPE csg_detectors_skipped_total counter');
    expect(page).toMatch(
      series('csg_http_request_duration_seconds_count', 'method="POST",route="/chat/completions",status="200"'),
    );
    expect(page).toMatch(
      series('csg_http_request_duration_seconds_count', 'method="POST",route="/v1/chat/completions",status="200"'),
    );
    expect(page).toMatch(
      series('csg_http_request_duration_seconds_count', 'method="GET",route="unmatched",status="404"'),
    );
    // No tenant, no raw path, no prompt.
    expect(page).not.toContain(user.id);
    expect(page).not.toContain('/no/such/route');
    expect(page).not.toContain(email);
  });
});
