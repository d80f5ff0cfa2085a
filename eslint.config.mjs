// Lint rules for the whole monorepo. Module boundaries: a service may depend on shared libs only; a lib never
// depends on a service; the frontend depends on no backend code. Tags live in each project.json.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// Scope rules hold everywhere; the kind rules differ for test code, which alone may use the test harness
// (@fleetlog/testing, tagged type:test).
const scopeConstraints = [
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:frontend', onlyDependOnLibsWithTags: ['scope:frontend'] },
  { sourceTag: 'scope:auth', onlyDependOnLibsWithTags: ['scope:auth', 'scope:shared'] },
  { sourceTag: 'scope:bff', onlyDependOnLibsWithTags: ['scope:bff', 'scope:shared'] },
  { sourceTag: 'scope:fleet', onlyDependOnLibsWithTags: ['scope:fleet', 'scope:shared'] },
  { sourceTag: 'scope:devices', onlyDependOnLibsWithTags: ['scope:devices', 'scope:shared'] },
  { sourceTag: 'scope:gateway', onlyDependOnLibsWithTags: ['scope:gateway', 'scope:shared'] },
  { sourceTag: 'scope:journal', onlyDependOnLibsWithTags: ['scope:journal', 'scope:shared'] },
  { sourceTag: 'scope:tolls', onlyDependOnLibsWithTags: ['scope:tolls', 'scope:shared'] },
  { sourceTag: 'scope:reports', onlyDependOnLibsWithTags: ['scope:reports', 'scope:shared'] },
  { sourceTag: 'scope:alarms', onlyDependOnLibsWithTags: ['scope:alarms', 'scope:shared'] },
];
const boundaries = (kindConstraints) => [
  'error',
  {
    enforceBuildableLibDependency: false,
    allow: [],
    // Service entry points import libs dynamically to start telemetry before Nest loads; that is ordering,
    // not the frontend's lazy loading this check is about.
    checkDynamicDependenciesExceptions: ['@fleetlog/*'],
    depConstraints: [...kindConstraints, ...scopeConstraints],
  },
];
const TEST_FILES = ['**/*.spec.ts', '**/*.spec.tsx', '**/*.int-spec.ts', '**/test/**/*.ts', '**/test/**/*.tsx'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.local/**',
      '.nx/**',
      'libs/contracts/src/generated/**',
      'charts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
      '@nx/enforce-module-boundaries': boundaries([
        { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
        { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
        { sourceTag: 'type:test', onlyDependOnLibsWithTags: ['type:lib', 'type:test'] },
      ]),
    },
  },
  {
    // Specs and integration tests use the test harness; product code never may.
    files: TEST_FILES,
    rules: {
      '@nx/enforce-module-boundaries': boundaries([
        { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib', 'type:test'] },
        { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib', 'type:test'] },
        { sourceTag: 'type:test', onlyDependOnLibsWithTags: ['type:lib', 'type:test'] },
      ]),
    },
  },
  {
    // The browser tests drive the whole platform through the shared test harness; the app itself never may.
    files: ['frontend/test/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: ['@fleetlog/testing'],
          depConstraints: [{ sourceTag: 'scope:frontend', onlyDependOnLibsWithTags: ['scope:frontend'] }],
        },
      ],
    },
  },
  {
    files: ['frontend/**/*.tsx', 'frontend/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.spec.ts', '**/test/**/*.ts', 'deploy/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
