import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.tmp/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  // Tools' configurations written as CommonJS (dependency-cruiser's) load one another with require().
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { files: ['apps/web/src/**', 'apps/web/public/**'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks and complete effect dependencies, as errors: a warning nobody reads is a bug kept.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/Tooltip.tsx'],
    // One tooltip: the console's, which loads MUI's on the first hover (components/Tooltip.tsx).
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: '@mui/material', importNames: ['Tooltip'], message: "Use the console's Tooltip (components/Tooltip.tsx): it loads MUI's when first wanted." }],
        patterns: [{ group: ['@mui/material/Tooltip'], message: "Use the console's Tooltip (components/Tooltip.tsx)." }],
      }],
    },
  },
);
