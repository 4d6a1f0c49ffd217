import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validate, ValidationSeverity, type ValidatorSettings } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { DEPLOY_DIR } from '../repo-paths.ts';
import { argumentsOf, envOf, readStages } from './dockerfile.ts';

const APP_DOCKERFILE = join(DEPLOY_DIR, 'Dockerfile');
const FRONT_DOCKERFILE = join(DEPLOY_DIR, 'nginx/Dockerfile');

/** Every rule dockerfile-utils can raise to an error, raised. */
const STRICT: ValidatorSettings = {
  deprecatedMaintainer: ValidationSeverity.ERROR,
  directiveCasing: ValidationSeverity.ERROR,
  emptyContinuationLine: ValidationSeverity.ERROR,
  instructionCasing: ValidationSeverity.ERROR,
  instructionCmdMultiple: ValidationSeverity.ERROR,
  instructionEntrypointMultiple: ValidationSeverity.ERROR,
  instructionHealthcheckMultiple: ValidationSeverity.ERROR,
  instructionJSONInSingleQuotes: ValidationSeverity.ERROR,
  instructionWorkdirRelative: ValidationSeverity.ERROR,
};
const lint = (content: string) =>
  validate(content, STRICT).map((d) => `line ${d.range.start.line + 1}: ${String(d.message as string)}`);

describe('the Dockerfiles pass dockerfile-utils with every rule an error', () => {
  it.each([APP_DOCKERFILE, FRONT_DOCKERFILE])('%s', (path) => {
    expect(lint(readFileSync(path, 'utf8'))).toEqual([]);
  });

  it('(the linter does report a broken Dockerfile)', () => {
    expect(lint('FROM node:24\nhealthcheck --interval=10 CMD true\nCMD a\nCMD b\n').length).toBeGreaterThanOrEqual(3);
  });
});

describe('the app image (deploy/Dockerfile)', () => {
  const [build, final] = readStages(APP_DOCKERFILE);
  if (!build || !final) throw new Error('deploy/Dockerfile should have a build stage and a final stage');
  const runs = (stage: typeof build) => argumentsOf(stage, 'RUN').join('\n');

  it('installs production dependencies only, from the lockfile, following production links only', () => {
    expect(runs(build)).toMatch(/pnpm install --frozen-lockfile --prod --filter-prod "@csg\/\$\{APP\}\.\.\."/);
    expect(envOf(build).ONNXRUNTIME_NODE_INSTALL).toBe('skip');
  });

  it('leaves tests out and copies only what the build stage staged', () => {
    expect(runs(build)).toContain("-name '*.test.ts'");
    expect(runs(build)).toMatch(/-type d -name test -prune/);
    expect(argumentsOf(final, 'COPY').filter((c) => c.startsWith('--from='))).toEqual(['--from=build /out ./']);
  });

  it('runs as a non-root user, with jemalloc, on 0.0.0.0', () => {
    expect(argumentsOf(final, 'USER')).toEqual(['node']);
    expect(envOf(final)).toMatchObject({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      LD_PRELOAD: '/usr/local/lib/libjemalloc.so.2',
      MALLOC_CONF: 'background_thread:true',
    });
    expect(runs(final)).toMatch(/apt-get install -y --no-install-recommends libjemalloc2 &&/);
  });

  it('adds no curl, no PostgreSQL and no compiler from Debian', () => {
    const installs = [
      ...runs(build).matchAll(/apt-get install[^&]*/g),
      ...runs(final).matchAll(/apt-get install[^&]*/g),
    ];
    expect(installs.map((m) => m[0].trim())).toEqual(['apt-get install -y --no-install-recommends libjemalloc2']);
  });

  it("checks its health on the app's own /health with Node's fetch, on the port the app listens on", () => {
    const [healthcheck] = argumentsOf(final, 'HEALTHCHECK');
    expect(healthcheck).toMatch(
      /^--interval=10s --timeout=5s --start-period=60s --retries=3 CMD \["node", "-e", "fetch\(`http:\/\/127\.0\.0\.1:\$\{process\.env\.PORT\}\/health`/,
    );
  });

  it('starts through the _FILE entry point, with the app (or MAIN) as the command', () => {
    expect(argumentsOf(final, 'ENTRYPOINT')).toEqual(['["/usr/local/bin/csg-entrypoint"]']);
    expect(argumentsOf(final, 'CMD')).toEqual(['["sh", "-c", "exec node \\"$MAIN\\""]']);
    expect(argumentsOf(final, 'ARG')).toContain('MAIN=apps/${APP}/src/main.ts');
  });
});

describe('the TLS front image (deploy/nginx/Dockerfile)', () => {
  const [front] = readStages(FRONT_DOCKERFILE);
  if (!front) throw new Error('deploy/nginx/Dockerfile has no stage');

  it("is Debian's nginx-light, the build the nginx checks run, with openssl for the first-start certificate", () => {
    expect(front.from).toBe('debian:bookworm-slim');
    expect(argumentsOf(front, 'RUN').join('\n')).toMatch(
      /apt-get install -y --no-install-recommends nginx-light openssl/,
    );
    expect(argumentsOf(front, 'COPY')).toContain('gateway.conf.template /etc/nginx/csg/gateway.conf.template');
  });
});
