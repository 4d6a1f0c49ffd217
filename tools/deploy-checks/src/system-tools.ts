import { spawnSync } from 'node:child_process';
import { describe, it } from 'vitest';

// Debian puts nginx in /usr/sbin, which a non-root PATH may lack.
const SEARCH_PATH = `${process.env.PATH ?? ''}:/usr/sbin:/sbin`;

/** The full path of a command, or undefined when it is not installed. */
export function findCommand(name: string): string | undefined {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8', env: { PATH: SEARCH_PATH } });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/**
 * A describe block that needs system commands (nginx, docker-compose, openssl). Where one is
 * missing, CI fails with what to install (.ci/run installs them), so a check can never pass by
 * not running; elsewhere the block is skipped with the same message.
 */
export function describeWithCommands(commands: string[], install: string, name: string, body: () => void): void {
  const missing = commands.filter((command) => !findCommand(command));
  if (missing.length === 0) {
    describe(name, body);
    return;
  }
  const message = `${missing.join(', ')} not installed: ${install}`;
  if (process.env.CI === 'true') {
    describe(name, () => {
      it('has the commands it needs', () => {
        throw new Error(message);
      });
    });
  } else {
    describe.skip(`${name} (skipped: ${message})`, body);
  }
}
