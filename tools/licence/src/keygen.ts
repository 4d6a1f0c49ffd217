// The vendor's key generator: `pnpm --filter @csg/licence-tools keygen --private-key <file> --public-key <file>`.
import { invocationDir, KEYGEN_USAGE, keygen, runCli } from './commands.ts';

await runCli(KEYGEN_USAGE, async () => ({
  stdout: await keygen(process.argv.slice(2), invocationDir()),
  stderr: 'Key pair written. Public key for LICENSE_PUBLIC_KEYS (comma-separate several to rotate keys):',
}));
