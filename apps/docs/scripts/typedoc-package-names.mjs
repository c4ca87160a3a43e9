// A TypeDoc plugin: each entry point's module is named after its package (`@foyer/core`
// instead of the path `core/src`), so the API reference reads like the imports.
import { Converter, ReflectionKind } from 'typedoc'

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const module of context.project.getChildrenByKind(ReflectionKind.Module)) {
      module.name = `@foyer/${module.name.split('/')[0]}`
    }
  })
}
