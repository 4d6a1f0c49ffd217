// One lint configuration for every project; type-aware rules use each project's tsconfig.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
// The fleet's one list of apps (plain TypeScript, no imports).
import { APP_NAMES as appNames } from './libs/config/src/fleet-apps.ts';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.tools/**', '.data/**', '.nx/**', '**/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins and handlers are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Module boundaries: libs never import apps, apps never import each other.
    files: ['libs/**/*.ts', 'tools/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/**', ...appNames.map((a) => `@csg/${a}`)], message: 'A lib never imports an app.' },
          ],
        },
      ],
    },
  },
  ...appNames.map((app) => ({
    files: [`apps/${app}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '../../*/src/**', ...appNames.filter((a) => a !== app).map((a) => `@csg/${a}`)],
              message: 'Apps never import each other; share code through libs/.',
            },
          ],
        },
      ],
    },
  })),
  {
    // Request paths: V8 keeps an object literal's getter, and whatever its closure reaches, alive
    // through scavenges, so per-request data built behind one outlived the request (a class getter does not).
    files: ['libs/*/src/**/*.ts', 'apps/*/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-support.ts', 'libs/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ObjectExpression > Property[kind='get'], ObjectExpression > Property[kind='set']",
          message:
            'No getters or setters in object literals: use a class (see libs/detection-engine/src/normalize/normalize.ts).',
        },
      ],
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
