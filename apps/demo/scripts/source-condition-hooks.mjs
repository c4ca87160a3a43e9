// Module resolution hooks (node:module register) that resolve workspace packages from their
// TypeScript sources, like `node --conditions=@foyer/source`: the demo's serve script runs
// with plain `node` (`npm run demo`), with no flags and no build of the packages first.

/** Adds the `@foyer/source` export condition in front of Node's own conditions. */
export async function resolve(specifier, context, nextResolve) {
  const conditions = context.conditions.includes('@foyer/source')
    ? context.conditions
    : ['@foyer/source', ...context.conditions]
  return nextResolve(specifier, { ...context, conditions })
}
