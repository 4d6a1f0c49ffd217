// One lint configuration for every project; type-aware rules use each project's tsconfig.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const appNames = ['admin', 'chat-pipeline', 'detection', 'diagnostics', 'edge-gateway', 'media-analysis', 'sessions'];

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
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
