// `npm run lint`: the layout (conventions, habits 6, 11 and 14) held by the linter: docs/decisions/0052.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, flatConfigs as importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = 'apps/web/src';
// Every folder under features/ is one feature, so a new one is covered without touching this file.
const features = readdirSync(new URL(`./${web}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A date or a year written into a screen: ISO dates, "23 October" / "October 23", and a bare year 2020–2039.
const MONTH = '(January|February|March|April|May|June|July|August|September|October|November|December)';
const DATE_IN_TEXT = `/(\\b20[0-9]{2}-[0-9]{2}-[0-9]{2}\\b|\\b${MONTH}\\s+[0-9]{1,2}\\b|\\b[0-9]{1,2}\\s+${MONTH}\\b|\\b20[23][0-9]\\b)/`;
const dateLiteralRules = ['Literal', 'TemplateElement', 'JSXText'].flatMap((node) => [
  {
    selector: `${node}[value=${DATE_IN_TEXT}]`,
    message: 'Dates and years come from the edition and settings (conventions, habit 11), not literals in screens.',
  },
]);
// Literal[value=/…/] only matches strings; a bare year as a number needs its own selector.
dateLiteralRules.push({
  selector: 'Literal[raw=/^20[23][0-9]$/]',
  message: 'Dates and years come from the edition and settings (conventions, habit 11), not literals in screens.',
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', '**/coverage/**', '**/.tmp/**', 'data/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  importX.recommended,
  importX.typescript,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx', '.json', '.d.ts'] }),
      ],
    },
    rules: {
      // A leading underscore marks a parameter or binding kept on purpose (a handler's signature, a rest sibling).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // TypeScript already reports unresolved imports and missing exports (npm run typecheck); these repeat it, slowly.
      'import-x/no-unresolved': 'off',
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default-member': 'off',
      // Dexie and AxeBuilder are documented as default imports that share the name of a named export.
      'import-x/no-named-as-default': 'off',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Packages are shared by both apps; they never reach into one.
            { target: './packages', from: './apps', message: 'Packages never import apps.' },
            // Shared web code stays feature-free; app/ is the one place that composes features.
            {
              target: [`./${web}/lib`, `./${web}/components`],
              from: `./${web}/features`,
              message: 'lib/ and components/ are shared and feature-free: move the piece here, or compose in app/.',
            },
            // Features never import each other; shared pieces move to lib/, components/ or app/.
            ...features.map((name) => ({
              target: `./${web}/features/${name}`,
              from: `./${web}/features`,
              except: [`./${name}`],
              message: 'A feature never imports another feature: move the shared piece to lib/, components/ or app/.',
            })),
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@symposium/web', '@symposium/web/*', '@symposium/api', '@symposium/api/*'],
              message: 'Packages and apps never import an app.',
            },
          ],
        },
      ],
    },
  },
  {
    // The two classic rules. The React Compiler's rules in 7.x's recommended set compile every component (about
    // 55 s of a lint run) and judge code written for a React without the compiler; worth a decision of their own.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Tests and migrations meet untyped values on purpose: a response's JSON, a mock, Kysely<any> in a migration
    // frozen in time (conventions, the Kysely anchor).
    files: [
      '**/*.test.{ts,tsx}',
      '**/test-support/**',
      '**/e2e/**',
      '**/bench/**',
      '**/db/migrations/**',
      '**/*-test-kit.ts',
    ],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The browser tests pause a page at a chosen step through the DevTools protocol's debugger.
    files: ['apps/web/e2e/**'],
    rules: { 'no-debugger': 'off' },
  },
  {
    files: [`${web}/features/**/components/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...dateLiteralRules] },
  },
);
