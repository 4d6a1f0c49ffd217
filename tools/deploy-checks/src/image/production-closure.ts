import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { parse } from 'yaml';

type Deps = Record<string, { version: string }>;
interface Lockfile {
  importers: Record<string, { dependencies?: Deps; optionalDependencies?: Deps }>;
  snapshots: Record<string, { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> }>;
}

export interface ProductionClosure {
  /** Workspace packages (their folders) the image holds. */
  workspace: Set<string>;
  /** Registry packages by name, whatever their versions. */
  packages: Set<string>;
}

export function readLockfile(root: string): Lockfile {
  return parse(readFileSync(join(root, 'pnpm-lock.yaml'), 'utf8')) as Lockfile;
}

/**
 * What `pnpm install --prod --filter-prod "<pkg>..."` (deploy/Dockerfile) installs for one
 * workspace package, read from the lockfile: production and optional dependencies, followed
 * through workspace links and registry packages alike. Optional ones for every platform are
 * counted (pnpm installs only the machine's), so the set is an upper bound.
 */
export function productionClosure(lockfile: Lockfile, importer: string): ProductionClosure {
  const closure: ProductionClosure = { workspace: new Set(), packages: new Set() };
  const seenSnapshots = new Set<string>();

  const visitSnapshot = (name: string, version: string) => {
    const key = `${name}@${version}`;
    if (seenSnapshots.has(key)) return;
    seenSnapshots.add(key);
    closure.packages.add(name);
    const snapshot = lockfile.snapshots[key];
    if (!snapshot) throw new Error(`pnpm-lock.yaml has no snapshot ${key}`);
    for (const [dep, depVersion] of Object.entries({ ...snapshot.dependencies, ...snapshot.optionalDependencies })) {
      visitSnapshot(dep, depVersion);
    }
  };

  const visitImporter = (path: string) => {
    if (closure.workspace.has(path)) return;
    closure.workspace.add(path);
    const entry = lockfile.importers[path];
    if (!entry) throw new Error(`pnpm-lock.yaml has no importer ${path}`);
    for (const [name, { version }] of Object.entries({ ...entry.dependencies, ...entry.optionalDependencies })) {
      if (version.startsWith('link:')) visitImporter(normalize(join(path, version.slice('link:'.length))));
      else visitSnapshot(name, version);
    }
  };

  visitImporter(importer);
  return closure;
}
