// The arrows of the house plan (docs/ARCHITECTURE.md), checked by `pnpm test` (step "import rules").
// Floors import downwards only; a feature reaches another feature only through its index.ts (in
// apps/web, not at all: src/pages/ composes them); no cycles. Stories, tests, benches, mocks and test harnesses are exempt from the floor rules: they
// feed fixtures and run servers, which shipped code never does.

const DEV_ONLY = [
  '\\.(test|stories|story|bench)\\.tsx?$',
  '(^|/)(test|bench|mocks)/',
  '/src/testing\\.ts$',
  '^(e2e|visual|scripts|\\.storybook)/',
  '(^|/)vite\\.config\\.ts$',
];

// Each folder whose subfolders are features (domain has cross-cutting folders too: common, shell, live).
const FEATURE_ROOTS =
  '(packages/domain/src|packages/ui/src/features|apps/web/src/features|apps/server/src/features)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Import cycles make load order matter and features inseparable.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves to a file or an installed package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'domain-imports-nothing',
      comment: 'packages/domain is pure: no package, no Node module, nothing outside itself.',
      severity: 'error',
      from: { path: '^packages/domain/src/', pathNot: DEV_ONLY },
      to: { pathNot: '^packages/domain/src/' },
    },
    {
      name: 'api-imports-domain-only',
      comment: 'packages/api is the contract and its client: it builds on domain and nothing else.',
      severity: 'error',
      from: { path: '^packages/api/src/', pathNot: DEV_ONLY },
      to: { pathNot: '^packages/(api|domain)/src/' },
    },
    {
      name: 'realtime-imports-domain-and-stomp-only',
      comment: 'packages/realtime is the STOMP client: domain types and @stomp/stompjs.',
      severity: 'error',
      from: { path: '^packages/realtime/src/', pathNot: DEV_ONLY },
      to: { pathNot: ['^packages/(realtime|domain)/src/', 'node_modules/.*@stomp/stompjs/'] },
    },
    {
      name: 'ui-imports-domain-types-only',
      comment: 'packages/ui is props in, callbacks out: it may name domain types, never call domain rules.',
      severity: 'error',
      from: { path: '^packages/ui/src/', pathNot: DEV_ONLY },
      to: { path: '^packages/domain/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'ui-fetches-nothing',
      comment: 'packages/ui never reaches the api, the live connection, the app or the server.',
      severity: 'error',
      from: { path: '^packages/ui/src/', pathNot: DEV_ONLY },
      to: { path: ['^packages/(api|realtime)/', '^apps/', 'node_modules/.*/(jotai|react-router|msw)/'] },
    },
    {
      name: 'primitives-know-no-feature',
      comment: 'A primitive serves every feature, so it depends on none.',
      severity: 'error',
      from: { path: '^packages/ui/src/primitives/' },
      to: { path: '^packages/ui/src/features/' },
    },
    {
      name: 'packages-never-import-apps',
      comment: 'Shipped package code never depends on an app.',
      severity: 'error',
      from: { path: '^packages/', pathNot: DEV_ONLY },
      to: { path: '^apps/' },
    },
    {
      name: 'server-imports-domain-and-api-only',
      comment: 'The server shares the rules and the contract, never the browser side.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: DEV_ONLY },
      to: { path: ['^packages/(ui|realtime)/', '^apps/web/'] },
    },
    {
      name: 'web-never-imports-the-server',
      comment: 'The app reaches the server over HTTP and /ws only.',
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: DEV_ONLY },
      to: { path: '^apps/server/' },
    },
    {
      name: 'source-never-imports-test-harnesses',
      comment: 'Test harnesses live in test/ beside src/, and shipped code never loads them.',
      severity: 'error',
      from: { path: '^(packages|apps)/[^/]+/src/', pathNot: DEV_ONLY },
      to: { path: ['^(packages|apps)/[^/]+/test/', '/src/testing\\.ts$'] },
    },
    {
      name: 'feature-through-its-index',
      comment:
        "A feature reaches another feature only through that feature's index.ts (stories and tests combine fixtures freely).",
      severity: 'error',
      from: { path: `^${FEATURE_ROOTS}/([^/]+)/`, pathNot: DEV_ONLY },
      to: { path: '^$1/[^/]+/', pathNot: ['^$1/$2/', '^$1/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'web-feature-imports-no-feature',
      comment:
        'In apps/web a feature imports no other feature, not even its index, and nothing that composes features: the pages that show several are composed in src/pages/, and live frames reach each feature through src/live/liveBridge.ts.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: DEV_ONLY },
      to: {
        path: '^apps/web/src/(features/[^/]+/|pages/|routes\\.tsx$|main\\.tsx$|live/liveBridge\\.ts$)',
        pathNot: '^apps/web/src/features/$1/',
      },
    },
    {
      name: 'no-own-package-index',
      comment: 'Inside a package, import the file itself, never the package index.',
      severity: 'error',
      from: { path: '^(packages|apps)/([^/]+)/src/.+', pathNot: '^(packages|apps)/[^/]+/src/index\\.ts$' },
      to: { path: '^$1/$2/src/index\\.ts$' },
    },
  ],
  options: {
    // TypeScript 7 has no compiler API; swc reads this repository's .ts and .tsx (docs/TOOLCHAIN.md).
    parser: 'swc',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.tsbuild|storybook-static|coverage|test-results)/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
