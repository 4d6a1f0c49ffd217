import { describe, expect, it } from 'vitest';
import { adapterContract } from '../adapter-contract.ts';
import { collect, failure, PNG_IMAGE, useMockProvider } from '../test-support.ts';

const provider = useMockProvider('azure-openai', 'gpt-35-turbo');

describe('azure-openai adapter', () => {
  adapterContract(provider, {
    usage: { prompt_tokens: 120, completion_tokens: 7, total_tokens: 127, cached_input_tokens: 100 },
    usageBeforeLastDelta: false,
    streamErrorKind: 'unavailable',
  });

  it('calls the deployment with api-version and an api-key header, model left out of the body', async () => {
    await collect(provider.client().streamChat(provider.request({ max_tokens: 32 })));
    const [received] = provider.mock.requests;
    expect(received?.path).toBe('/openai/deployments/gpt-35-turbo/chat/completions?api-version=2024-10-21');
    expect(received?.headers['api-key']).toBe('[redacted]');
    expect(received?.headers['authorization']).toBeUndefined();
    expect(received?.body).toMatchObject({ max_tokens: 32, stream: true, stream_options: { include_usage: true } });
    expect(received?.body).not.toHaveProperty('model');
  });

  it('routes a model to the deployment the credential maps it to', async () => {
    const request = provider.request({ model: 'gpt-4o' });
    request.credential.deployments = { 'gpt-4o': 'prod-gpt4o' };
    await collect(provider.client().streamChat(request));
    expect(provider.mock.requests[0]?.model).toBe('prod-gpt4o');
  });

  it('maps DeploymentNotFound to bad_request', async () => {
    provider.mock.reply({ fault: { kind: 'http', status: 404 } });
    const { error } = await failure(provider.client().streamChat(provider.request()));
    expect(error).toMatchObject({ kind: 'bad_request', vendorCode: 'DeploymentNotFound' });
  });

  it.each(['baseUrl', 'apiVersion'] as const)('refuses a credential without %s before any call', async (field) => {
    const request = provider.request();
    request.credential[field] = null;
    const { error } = await failure(provider.client().streamChat(request));
    expect(error.kind).toBe('bad_request');
    expect(provider.mock.requests).toHaveLength(0);
  });
  it('sends images in the OpenAI chat-completions form', async () => {
    const messages = [{ role: 'user' as const, content: 'Describe', images: [PNG_IMAGE] }];
    await collect(provider.client().streamChat(provider.request({ messages })));
    expect((provider.mock.requests[0]?.body as { messages: unknown }).messages).toEqual([
      {
        role: 'user',
        content: [
          { type: 'text', text: 'Describe' },
          { type: 'image_url', image_url: { url: `data:image/png;base64,${PNG_IMAGE.data}` } },
        ],
      },
    ]);
  });
});
