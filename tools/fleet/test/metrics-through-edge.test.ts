import { describe, expect, it } from 'vitest';
import { chat, useChatFleet, userSays } from './chat-e2e-helpers.ts';

// The fleet's metrics page as an admin reads it through the edge, after a chat turn (issue 23 part 3).
const f = useChatFleet({ adminProviders: [], userProviders: ['openai'] });

const metrics = async (token?: string) => {
  const res = await fetch(`${f.edge}/admin/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, text: await res.text() };
};

describe('GET /admin/metrics through the edge', () => {
  it('shows every app, the edge included, and the chat turn by provider, model and outcome, with no tenant id', async () => {
    f.mocks.openai.reply({ deltas: ['Hello there!'], usage: { promptTokens: 12, completionTokens: 3 } });
    expect((await chat(f.edge, f.user.token, userSays('Say hello'))).status).toBe(200);

    const { status, text } = await metrics(f.admin.token);
    expect(status).toBe(200);
    for (const app of ['chat-pipeline', 'detection', 'media-analysis', 'sessions', 'admin', 'diagnostics']) {
      expect(text).toContain(`csg_scrape_up{app="${app}"} 1`);
    }
    expect(text).toMatch(/^csg_process_cpu_seconds_total\{app="edge-gateway"\} /m);
    expect(text).toMatch(
      /^csg_chat_turns_total\{app="chat-pipeline",provider="openai",model="gpt-4o-mini",outcome="allowed"\} 1$/m,
    );
    expect(text).toMatch(
      /^csg_http_request_duration_seconds_count\{app="edge-gateway",method="POST",route="\/chat",status="200"\} /m,
    );
    expect(text).toContain('# TYPE csg_job_queue_depth gauge');
    expect(text).not.toContain(f.user.id);
    expect(text).not.toContain(f.admin.id);
  });

  it('answers an admin_user, and refuses an auditor and a normal_user (403) and no credential (401)', async () => {
    expect((await metrics((await f.account('admin_user')).token)).status).toBe(200);
    expect((await metrics((await f.account('auditor')).token)).status).toBe(403);
    expect((await metrics(f.user.token)).status).toBe(403);
    expect((await metrics()).status).toBe(401);
  });

  it('has no /metrics on the public port', async () => {
    const res = await fetch(`${f.edge}/metrics`);
    expect(res.status).toBe(404);
  });
});
