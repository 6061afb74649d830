import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import path from 'node:path';
import reactHooks from 'eslint-plugin-react-hooks';

/** Package boundaries: optimizer imports nothing of ours, domain only zod, web never the server. */
const boundary = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/**
 * The server module a file belongs to: `modules/<name>`, or `modules/records/<name>` for master
 * records; undefined outside `apps/server/src/modules`.
 */
function serverModuleOf(file) {
  const parts = file.split(path.sep).join('/').split('/apps/server/src/modules/')[1]?.split('/');
  if (!parts || parts.length < 2) return undefined;
  return parts[0] === 'records' ? `records/${parts[1]}` : parts[0];
}

/** Imports allowed across modules although they reach a repository (see docs/ARCHITECTURE.md). */
const REPOSITORY_EXCEPTIONS = [{ from: 'auth', to: 'tenancy' }];

/**
 * Server modules call each other's services, never each other's repositories: an import whose
 * path ends in `.repository` and lands in another module is reported.
 */
const moduleBoundaries = {
  rules: {
    'no-other-module-repository': {
      meta: {
        type: 'problem',
        messages: {
          repository:
            "Module '{{from}}' imports the repository of module '{{to}}': call its service instead (docs/ARCHITECTURE.md).",
        },
      },
      create(context) {
        const file = context.filename;
        const from = serverModuleOf(file);
        if (!from) return {};
        const check = (node, source) => {
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          if (!/\.repository(\.[jt]s)?$/.test(source)) return;
          const to = serverModuleOf(path.resolve(path.dirname(file), source));
          if (!to || to === from) return;
          if (REPOSITORY_EXCEPTIONS.some((allowed) => allowed.from === from && allowed.to === to)) return;
          context.report({ node, messageId: 'repository', data: { from, to } });
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
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
    // Promises are awaited or handed on on purpose: a forgotten one loses its error.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
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
  {
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { 'module-boundaries': moduleBoundaries },
    rules: { 'module-boundaries/no-other-module-repository': 'error' },
  },
);
