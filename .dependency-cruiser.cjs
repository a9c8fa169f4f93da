// The one-way direction of imports (conventions: "the data flows one way"). `npm run lint` runs it.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'sdk-imports-nothing-of-ours',
      comment: 'sdk/ is generated code plus its runtime; it may not depend on the app, the mocks or scripts.',
      severity: 'error',
      from: { path: '^sdk/' },
      to: { path: '^(web|mocks|scripts)/' },
    },
    {
      name: 'mocks-do-not-import-the-app',
      comment: 'mocks/ imports sdk types only; the app may not leak into the backend it is tested against.',
      severity: 'error',
      from: { path: '^mocks/' },
      to: { path: '^web/' },
    },
    {
      name: 'app-reaches-mocks-only-through-the-dev-entry',
      comment: 'Only the dev start-up file (and tests) may load the mocks, so MSW never reaches a production chunk.',
      severity: 'error',
      from: { path: '^web/', pathNot: ['^web/(lib/startup/start-mock-worker\\.ts|e2e/|test/)', '\\.(test|bench)\\.tsx?$', '-test-harness\\.tsx?$'] },
      to: { path: '^mocks/' },
    },
    {
      name: 'shared-code-does-not-import-features-or-routes',
      comment: 'components/, lib/, config/ and domain/ serve every feature; they may not depend on one.',
      severity: 'error',
      from: { path: '^web/(components|lib|config|domain)/' },
      to: { path: '^web/(features|routes)/' },
    },
    {
      name: 'infrastructure-does-not-import-the-domain',
      comment: 'lib/, components/ and config/ know nothing of the exchange; domain/ builds on them, not the other way.',
      severity: 'error',
      from: { path: '^web/(components|lib|config)/' },
      to: { path: '^web/domain/' },
    },
    {
      name: 'features-do-not-import-each-other',
      comment: 'A feature that needs another one is composed with it by a route.',
      severity: 'error',
      from: { path: '^web/features/([^/]+)/' },
      to: { path: '^web/features/', pathNot: '^web/features/$1/' },
    },
    {
      name: 'features-do-not-import-routes',
      severity: 'error',
      from: { path: '^web/features/' },
      to: { path: '^web/routes/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(web/paraglide|sdk/gen)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
}
