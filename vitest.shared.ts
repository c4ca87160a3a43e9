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

/**
 * The vitest `server` option of a project whose tests open real WalletConnect sessions in Node:
 * WalletConnect's ESM builds run through Vite. Loaded natively, @walletconnect/core receives
 * the CommonJS module object of @walletconnect/jsonrpc-ws-connection as its default import
 * ("is not a constructor") and never opens a socket. (Outside Vite, Node picks their CommonJS
 * builds, which work.)
 */
export const WALLETCONNECT_IN_NODE = {
  deps: {
    inline: [
      '@walletconnect/universal-provider',
      '@walletconnect/sign-client',
      '@walletconnect/core',
    ],
  },
} satisfies ProjectTestOptions['server']
