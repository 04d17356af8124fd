// ESLint for the whole tree: typescript-eslint everywhere; react-hooks and jsx-a11y on the SPA; no import cycles.
// No type-aware rules (they would need a TypeScript program per run): `npm run lint` stays fast, with its cache.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

export default tseslint.config(
    { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**', 'coverage/**'] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
        rules: {
            '@typescript-eslint/no-unused-vars': [
                'error',
                { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
            ],
            '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
        },
    },
    {
        files: ['src/**/*.{ts,tsx}'],
        ...jsxA11y.flatConfigs.recommended,
        languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: globals.browser },
    },
    {
        files: ['src/**/*.{ts,tsx}'],
        plugins: { 'react-hooks': reactHooks },
        rules: reactHooks.configs['recommended-latest'].rules,
    },
    {
        // No import circles: a module graph that loops is a design knot (and an init-order trap).
        files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts'],
        plugins: { 'import-x': importX },
        settings: {
            'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
            'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
            'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
        },
        rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
    },
    {
        files: [
            'server/**/*.ts',
            'bench/**/*.ts',
            'scripts/**/*.{js,mjs}',
            'e2e/**/*.ts',
            'contract/**/*.ts',
            '*.config.{ts,js}',
        ],
        languageOptions: { globals: globals.node },
    }
);
