import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Engine from '@csg/detection-engine';

/**
 * The detection engine as it was at an earlier commit, loaded beside today's in the same process,
 * so that "no slower than before" is measured on the same machine in the same minute (this
 * machine's speed drifts by ±30 % between runs). The commit is checked out into a worktree under
 * the system's temporary folder and given its own locked dependencies; later runs reuse it.
 */
const ROOT = resolve(import.meta.dirname, '../../..');

export interface BaselineEngine {
  commit: string;
  subject: string;
  module: typeof Engine;
}

const git = (...args: string[]) => execFileSync('git', ['-C', ROOT, ...args], { encoding: 'utf8' }).trim();

export async function loadBaselineEngine(ref: string): Promise<BaselineEngine> {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const dir = join(tmpdir(), `csg-bench-baseline-${commit.slice(0, 12)}`);
  if (!existsSync(join(dir, 'node_modules'))) {
    if (!existsSync(dir)) git('worktree', 'add', '--detach', '--force', dir, commit);
    execFileSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--ignore-scripts'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const entry = pathToFileURL(join(dir, 'libs/detection-engine/src/index.ts')).href;
  return {
    commit,
    subject: git('log', '-1', '--format=%s', commit),
    module: (await import(entry)) as typeof Engine,
  };
}
