// `pnpm mock:providers`: the five mock providers on fixed loopback ports, answering every chat with
// the canned echo, for running the fleet on a machine with no provider account.
import { MOCK_PROVIDER_PORTS, startMockProviders } from './mock-fleet.ts';

const fleet = await startMockProviders({ ports: MOCK_PROVIDER_PORTS });

const lines = Object.values(fleet.providers).map((mock) => `  ${mock.code.padEnd(13)} baseUrl ${mock.url}`);
console.log(
  [
    'Mock providers listening (any API key is accepted):',
    ...lines,
    'Give a provider credential that baseUrl (azure-openai also needs any apiVersion); the admin app',
    'accepts plain-http loopback URLs only with ALLOW_PRIVATE_PROVIDER_URLS=true. Ctrl-C stops them.',
  ].join('\n'),
);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void fleet.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
