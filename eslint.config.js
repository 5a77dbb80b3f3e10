// One lint set-up for the whole workspace: typescript-eslint's recommended rules, React hooks
// rules for the frontends, and a few of our own.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import afilia from './tools/eslint/src/service-boundaries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-output/**', 'contracts/pacts/**', '.nx/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
      'no-restricted-syntax': [
        'error',
        { selector: "Property[key.name='synchronize'][value.value=true]", message: 'Schema changes go through migrations.' },
      ],
    },
  },
  {
    // Services, the kit, the gateway and contracts stay apart (tools/eslint/src/service-boundaries.js).
    files: ['services/**/*.ts', 'gateway/**/*.ts', 'contracts/**/*.ts', 'shop-page/**/*.ts'],
    plugins: { afilia },
    rules: { 'afilia/boundaries': 'error' },
  },
  {
    files: ['shell/**/*.tsx', 'mf-*/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Micro-frontends reach antd and react-router only through the shell's platform singleton: a
    // direct import would bundle a second copy, outside the shell's ConfigProvider (theme, locale)
    // and router (see rspack.shared.js and shell/README.md).
    files: ['mf-*/**/*.ts', 'mf-*/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'antd', message: "Use '@afilia/platform/antd' or '@afilia/platform/antd-extra' (the shell's one copy of antd)." },
            { name: 'react-router', message: "Use '@afilia/platform/router' (the shell's router)." },
            { name: 'react-router-dom', message: "Use '@afilia/platform/router' (the shell's router)." },
            { name: '@ant-design/icons', message: 'Import each icon by deep path: @ant-design/icons/es/icons/HomeOutlined.' },
          ],
          patterns: [
            { group: ['antd/*'], message: "Use '@afilia/platform/antd' or '@afilia/platform/antd-extra' (the shell's one copy of antd)." },
            { group: ['react-router/*', 'react-router-dom/*'], message: "Use '@afilia/platform/router' (the shell's router)." },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
