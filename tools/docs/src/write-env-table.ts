// `npm run docs:env-table`: rewrites the README's environment table from the config schemas.
// Without --write it only checks, and exits 1 when the README's table is not the generated one.
import { readFile, writeFile } from 'node:fs/promises';
import { README, readmeWithGeneratedTable } from './readme-env-table.ts';

const current = await readFile(README, 'utf8');
const generated = await readmeWithGeneratedTable(current);
if (process.argv.includes('--write')) {
  await writeFile(README, generated);
  console.log(
    current === generated
      ? 'README.md: the environment table was up to date'
      : 'README.md: environment table rewritten',
  );
} else if (current !== generated) {
  console.error('README.md: the environment table differs from the config schemas; run npm run docs:env-table');
  process.exitCode = 1;
}
