// The two functions of semver (a devDependency without its own types) that scripts/audit-osv.ts uses.
declare module 'semver' {
  export function valid(version: string): string | null
  export function compare(a: string, b: string): -1 | 0 | 1
}
