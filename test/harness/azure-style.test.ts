import { afterAll, beforeAll, expect, it } from 'vitest';
import { createModelFactory } from '../../src/harness/model-factory.js';
import { ModelConfigSchema } from '../../src/model/model-config.js';
import { FakeModelServer, openaiText } from '../fakes/fake-model-server.js';

// Azure-style OpenAI endpoints: a deployment URL, an `api-key` header and an `api-version` query.
const server = new FakeModelServer();
beforeAll(async () => {
  await server.start();
});
afterAll(async () => {
  await server.stop();
});

it('sends configured headers (with ${VAR} from the environment) and query parameters; masks them', async () => {
  server.script(openaiText('hi from azure'));
  const cfg = ModelConfigSchema.parse({
    provider: 'openai',
    model: 'gpt-4o',
    base_url: `${server.url}/openai/deployments/gpt-4o`,
    headers: { 'api-key': '${AZURE_KEY}' },
    query: { 'api-version': '2024-06-01' },
  });
  const factory = createModelFactory(cfg, { AZURE_KEY: 'azure-secret-123' }, 'agent.harness.model');
  expect(factory.secrets).toContain('azure-secret-123');
  const res = await factory.make().ainvoke({ messages: [{ role: 'user', content: 'hello' }] });
  expect(JSON.stringify(res.messages)).toContain('hi from azure');
  const req = server.requests[0];
  expect(req?.url).toBe('/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01');
  expect(req?.headers['api-key']).toBe('azure-secret-123');

  expect(() => createModelFactory(cfg, {}, 'agent.harness.model')).toThrow(
    'agent.harness.model.headers.api-key: the environment variable AZURE_KEY is not set',
  );
});
