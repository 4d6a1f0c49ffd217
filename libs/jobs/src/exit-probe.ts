// Run in a child process by job-queue-suite.ts: after close() this process must end by itself,
// which it cannot while a connection, timer or listener of the queue is left open.
import { createJobQueue } from './job-queue.ts';
import type { JobBackend } from './store.ts';

const [backendJson, name] = process.argv.slice(2);
if (!backendJson || !name) throw new Error('usage: exit-probe.ts <backend json> <queue name>');
const queue = createJobQueue<string, string>({
  name,
  backend: JSON.parse(backendJson) as JobBackend,
  process: async (input) => input.toUpperCase(),
});
await queue.start();
const { jobId } = await queue.submit('probe-tenant', 'probe');
const deadline = Date.now() + 15_000;
let view = await queue.get('probe-tenant', jobId);
while (view?.status !== 'completed' && Date.now() < deadline) {
  await new Promise((r) => setTimeout(r, 50));
  view = await queue.get('probe-tenant', jobId);
}
await queue.close();
process.stdout.write(JSON.stringify(view?.result ?? null));
