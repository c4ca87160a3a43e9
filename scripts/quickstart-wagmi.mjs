// The wagmi half of scripts/check-quickstart.mjs: `@foyer/wagmi`'s own README quick start (its
// `sh` install line and `tsx` snippet, read from packages/wagmi/README.md so the two cannot
// drift) becomes a fresh wagmi + React app outside the workspace, installed from the packed
// tarballs, type-checked (strict) and built with Vite by the caller.
import fs from 'node:fs'
import path from 'node:path'
import { readInstallAndSnippet } from './fresh-app.mjs'

/** What every fresh React app already has; the wagmi README's install line adds the rest. */
const REACT_APP_BASE = ['react', 'react-dom']

/**
 * The install line's package names (version tags such as `wagmi@3` dropped: the workspace's
 * pinned versions are installed) plus React, and the README's first `tsx` block. Throws when
 * the README lacks either block.
 */
export function readWagmiQuickStart(root) {
  const readme = fs.readFileSync(path.join(root, 'packages/wagmi/README.md'), 'utf8')
  const { packages, snippet } = readInstallAndSnippet(readme, 'packages/wagmi/README.md')
  const names = packages.map((word) => word.replace(/(?<=.)@[^/]*$/, ''))
  return { packages: [...new Set([...names, ...REACT_APP_BASE])], snippet }
}
