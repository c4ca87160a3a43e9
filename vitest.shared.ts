import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config'

/** The export condition that points workspace packages at their TypeScript sources. */
export const SOURCE_CONDITION = '@foyer/source'

type ProjectTestOptions = NonNullable<TestProjectInlineConfiguration['test']>

/**
 * The vitest project of one workspace folder: resolves sibling packages from source,
 * names the project after the folder, and picks up `src/**\/*.test.ts(x)`.
 */
export function defineFoyerProject(configUrl: string, test: ProjectTestOptions = {}) {
  const root = path.dirname(fileURLToPath(configUrl))
  return defineProject({
    root,
    resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
    test: {
      name: path.basename(root),
      include: ['src/**/*.test.{ts,tsx}'],
      ...test,
    },
  })
}
