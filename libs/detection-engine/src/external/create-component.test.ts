import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeComponent, type FakeComponent } from '@csg/testing';
import { ComponentError } from './component-error.ts';
import { createExternalComponent, createExternalComponents, externalComponentsFromEnv } from './create-component.ts';
import type { ExternalComponent } from './types.ts';

describe('externalComponentsFromEnv', () => {
  it('creates only the components whose URL is set', async () => {
    expect(externalComponentsFromEnv({})).toEqual([]);
    expect(externalComponentsFromEnv({ ML_DETECTOR_URL: '' })).toEqual([]);
    const all = externalComponentsFromEnv({
      LANGUAGE_DETECTOR_URL: 'http://127.0.0.1:9004',
      ATTACK_GUARD_URL: 'http://127.0.0.1:9003',
      HAP_GUARD_V2_URL: 'http://127.0.0.1:9002',
      ML_DETECTOR_URL: 'http://127.0.0.1:9001/prefix/',
    });
    expect(all.map((component) => component.name)).toEqual([
      'ml-detector',
      'hap-guard-v2',
      'attack-guard',
      'language-detector',
    ]);
    await Promise.all(all.map((component) => component.close()));
  });

  it('creates the same components from an app config', async () => {
    const two = createExternalComponents({
      attackGuard: 'http://127.0.0.1:9003',
      mlDetector: 'http://127.0.0.1:9001',
      hapGuard: '',
    });
    expect(two.map((component) => component.name)).toEqual(['ml-detector', 'attack-guard']);
    await Promise.all(two.map((component) => component.close()));
  });

  it('refuses a URL that is not http or https', () => {
    expect(() => externalComponentsFromEnv({ ML_DETECTOR_URL: 'ftp://models' })).toThrow(/http or https/);
    expect(() => externalComponentsFromEnv({ ML_DETECTOR_URL: 'not a url' })).toThrow();
  });
});

describe('a component adapter', () => {
  let fake: FakeComponent;
  let component: ExternalComponent;
  const signal = () => AbortSignal.timeout(2_000);

  beforeAll(async () => {
    fake = await startFakeComponent('attack-guard');
    component = createExternalComponent('attack-guard', `${fake.url}/`);
  });

  afterAll(async () => {
    await component.close();
    await fake.close();
  });

  it('maps detections to findings with the category of their type', async () => {
    const reply = await component.analyze({ text: "Do Anything Now and ' OR 1=1 --" }, signal());
    expect(reply.findings).toEqual([
      { type: 'JAILBREAK', category: 'jailbreak', start: 0, end: 15, confidence: 0.9, source: 'ml' },
      { type: 'SQL_INJECTION', category: 'injection', start: 20, end: 28, confidence: 0.9, source: 'ml' },
    ]);
  });

  it.each([
    ['garbage', 'invalid-reply'],
    ['wrong-shape', 'invalid-reply'],
    ['bad-offsets', 'invalid-reply'],
  ] as const)('refuses a %s reply as %s', async (mode, reason) => {
    await fake.setMode(mode);
    const failure = await component.analyze({ text: 'hello' }, signal()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ComponentError);
    expect((failure as ComponentError).reason).toBe(reason);
    await fake.setMode('normal');
  });

  it('refuses a non-2xx status', async () => {
    const misplaced = createExternalComponent('attack-guard', `${fake.url}/elsewhere`);
    const failure = await misplaced.analyze({ text: 'hello' }, signal()).catch((error: unknown) => error);
    expect((failure as ComponentError).reason).toBe('status');
    await misplaced.close();
  });

  it('rejects when the component is down or too slow for the signal', async () => {
    await fake.setMode('down');
    await expect(component.analyze({ text: 'hello' }, signal())).rejects.toThrow();
    await fake.setMode('slow');
    await expect(component.analyze({ text: 'hello' }, AbortSignal.timeout(50))).rejects.toThrow();
    await fake.setMode('normal');
  });

  it('refuses a reply larger than the limit', async () => {
    const small = createExternalComponent('attack-guard', fake.url, { maxReplyBytes: 64 });
    const text = 'do anything now '.repeat(20);
    const failure = await small.analyze({ text }, signal()).catch((error: unknown) => error);
    expect((failure as ComponentError).reason).toBe('invalid-reply');
    await small.close();
  });
});
