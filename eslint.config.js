import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Package boundaries: optimizer imports nothing of ours, domain only zod, web never the server. */
const boundary = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/optimizer/**/*.ts'],
    rules: boundary([
      { group: ['@tramline/*', '../../*'], message: 'The optimizer depends on nothing of ours.' },
    ]),
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: boundary([
      { group: ['@tramline/*', '../../*'], message: 'The domain package depends only on zod.' },
      {
        group: ['fastify*', 'drizzle-orm*', 'react*', 'pg'],
        message: 'The domain package depends only on zod.',
      },
    ]),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...boundary([
        {
          group: ['@tramline/server', '**/apps/server/**', '@tramline/optimizer'],
          message: 'The web talks to the server over HTTP only.',
        },
      ]),
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: boundary([
      { group: ['**/apps/web/**', '@tramline/web'], message: 'The server never imports the web app.' },
    ]),
  },
);
