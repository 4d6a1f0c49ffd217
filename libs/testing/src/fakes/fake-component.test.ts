import { afterEach, describe, expect, it } from 'vitest';
import { startFakeComponent, type FakeComponent } from './fake-component.ts';

let fake: FakeComponent | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('startFakeComponent', () => {
  it('answers its contract by keyword rules, with UTF-16 offsets', async () => {
    fake = await startFakeComponent('ml-detector');
    const response = await post(`${fake.url}/api/v1/detect`, { text: '👋 Bob and ALICE' });
    expect(await response.json()).toEqual({
      entities: [
        { type: 'PERSON', start: 3, end: 6, score: 0.9 },
        { type: 'PERSON', start: 11, end: 16, score: 0.9 },
      ],
    });
    expect(fake.received).toEqual([{ text: '👋 Bob and ALICE' }]);
  });

  it('serves its health endpoint', async () => {
    fake = await startFakeComponent('attack-guard');
    expect((await fetch(`${fake.url}/api/v1/jailbreak/health`)).status).toBe(200);
    expect((await fetch(`${fake.url}/health`)).status).toBe(404);
  });

  it('tells languages apart', async () => {
    fake = await startFakeComponent('language-detector');
    expect(await (await post(`${fake.url}/detect`, { text: 'Der Hund ist müde und schläft' })).json()).toEqual({
      language: 'de',
      score: 0.95,
    });
  });

  it('goes down and comes back on the same URL', async () => {
    fake = await startFakeComponent('hap-guard-v2', { mode: 'down' });
    await expect(fetch(`${fake.url}/health`)).rejects.toThrow();
    await fake.setMode('normal');
    expect((await fetch(`${fake.url}/health`)).status).toBe(200);
  });

  it('answers late when slow, and garbage when asked to', async () => {
    fake = await startFakeComponent('hap-guard-v2', { mode: 'slow', slowMs: 150 });
    const started = performance.now();
    const response = await post(`${fake.url}/classify`, { text: 'you idiot' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(await response.json()).toEqual({ labels: [{ label: 'INSULT', score: 0.9, start: 4, end: 9 }] });
    await fake.setMode('garbage');
    await expect((await post(`${fake.url}/classify`, { text: 'x' })).json()).rejects.toThrow();
  });
});
