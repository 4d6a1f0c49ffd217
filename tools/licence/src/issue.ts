// The vendor's licence issuer: `pnpm --filter @csg/licence-tools issue --private-key <file> --customer … --tier … --days …`.
import { invocationDir, ISSUE_USAGE, issue, runCli } from './commands.ts';

await runCli(ISSUE_USAGE, async () => {
  const { token, payload } = await issue(process.argv.slice(2), invocationDir());
  const summary = `Licence ${payload.licenseId} for ${payload.customer}: ${payload.tier}, ${payload.features.length} features, expires ${payload.expiresAt}`;
  return { stdout: token, stderr: summary };
});
