// Type-aware lint for the whole repository; run by `npm run lint` (and so by `npm test`).
import tseslint from 'typescript-eslint';
import souk from './lint/module-boundaries.js';

const root = new URL('..', import.meta.url).pathname;

/** Import paths each top-level folder may not use (type-only imports excepted). */
const boundary = (forbidden) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      paths: [
        {
          name: 'urql',
          importNames: ['useQuery'],
          message: "Use shared/graphql/use-query: urql's hook can lose its request switch under React 19.",
        },
      ],
      patterns: forbidden.map((folder) => ({
        regex: `(^|/)(\\.\\./)+${folder}(/|$)`,
        message: `This folder may not import from ${folder}/ (type-only imports aside).`,
        allowTypeImports: true,
      })),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'out/**',
      'release/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.generated.ts',
      'shared/graphql/generated.ts',
      'tests/eslint.config.js',
      'tests/lint/**',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['shared/**/*.{ts,tsx}'], rules: boundary(['server', 'desktop']) },
  { files: ['server/**/*.{ts,tsx}'], rules: boundary(['desktop']) },
  {
    // A module is used through its index.ts: its public interface (tests/lint/module-boundaries.js).
    files: ['server/**/*.{ts,tsx}'],
    plugins: { souk },
    rules: { 'souk/module-boundaries': 'error' },
  },
  { files: ['desktop/**/*.{ts,tsx}'], rules: boundary(['server']) },
  {
    // The studio's web build is served by the server: its build configuration (not the app) shares
    // the server's build step that writes the precompressed copies (server/web/precompress.ts).
    files: ['desktop/studio/vite.config.ts'],
    rules: boundary([]),
  },
  {
    // Migrations take Kysely<any> by design: they describe the schema before the types know it.
    files: ['server/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Tests read untyped JSON bodies; asserting on them is the point.
    files: ['**/*.test.ts', 'server/test/**/*.ts', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
