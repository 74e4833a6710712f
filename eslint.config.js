// Lint is where the architecture is enforced: the zones below fail `npm test` when a layer
// imports something it must not (DESIGN.md §1, STYLE.md "One-way imports, enforced").
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Packages the application layer may use: state machines and functional helpers, no I/O. */
const APPLICATION_PACKAGES = ['xstate', 'fp-ts', 'io-ts'];

export const layerRules = {
  domain: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            // Anything that is not fp-ts, a relative path or another domain module.
            regex: '^(?!fp-ts(/|$)|@/domain/|\\.{1,2}/)',
            message: 'src/domain is pure: it may import only other domain modules and fp-ts.',
          },
        ],
      },
    ],
  },
  contract: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            // The API's codecs: shared by the server and the SPA, so pure as the domain.
            regex: '^(?!fp-ts(/|$)|io-ts(/|$)|@/domain/|@/contract/|\\.{1,2}/)',
            message:
              'src/contract may import only domain, other contract modules, io-ts and fp-ts.',
          },
        ],
      },
    ],
  },
  application: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(?!(${APPLICATION_PACKAGES.join('|')})(/|$)|@/domain/|@/contract/|@/application/|\\.{1,2}/)`,
            message:
              'src/application may import only domain, contract, application and ' +
              APPLICATION_PACKAGES.join(', ') +
              '.',
          },
        ],
      },
    ],
  },
  ui: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^@/infrastructure/',
            message:
              'src/ui reaches infrastructure only through the composition root (src/main.tsx).',
          },
          { regex: '^(axios|inversify)$', message: 'src/ui does no I/O: use an application port.' },
        ],
      },
    ],
  },
  server: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            // The server shares the product's rules and the API contract, nothing of the SPA.
            regex: '^@/(?!domain/|contract/|infrastructure/api/)',
            message:
              'server/ may import only src/domain, src/contract and src/infrastructure/api from src.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'coverage',
      'docs',
      'data',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Relative paths must not climb out of a layer either.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: ['./src/application', './src/infrastructure', './src/ui', './src/contract'],
            },
            {
              target: './src/contract',
              from: ['./src/application', './src/infrastructure', './src/ui', './server'],
            },
            { target: './src/application', from: ['./src/infrastructure', './src/ui'] },
            { target: './src/ui', from: ['./src/infrastructure'] },
            { target: './src/infrastructure', from: ['./src/ui'] },
            // The SPA never imports the server; the server reaches src/ only for the shared rules and contract.
            { target: './src', from: ['./server'] },
            {
              target: './server',
              from: './src',
              except: ['./domain', './contract', './infrastructure/api'],
              message:
                'server/ may import only src/domain, src/contract and src/infrastructure/api from src.',
            },
          ],
        },
      ],
    },
  },
  { files: ['src/domain/**/*.{ts,tsx}'], rules: layerRules.domain },
  { files: ['src/contract/**/*.ts'], rules: layerRules.contract },
  { files: ['server/**/*.ts'], rules: layerRules.server },
  { files: ['src/application/**/*.{ts,tsx}'], rules: layerRules.application },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...layerRules.ui,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
