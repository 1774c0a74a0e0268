import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/**', 'src/db/generated/**', 'dist/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // The composition root declares late-bound services read by closures before assignment.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // Shipped code logs through pino; console is for CLI scripts, benchmarks and tests.
    files: ['src/**/*.ts', 'adapters/**/*.ts', 'web/**/*.{ts,tsx}'],
    ignores: ['src/main/*-cli.ts'],
    rules: { 'no-console': 'error' },
  },
);
