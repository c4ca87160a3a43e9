// The wagmi half of scripts/check-quickstart.mjs: `@foyer/wagmi`'s own README quick start (its
// `sh` install line and `tsx` snippet, read from packages/wagmi/README.md so the two cannot
// drift) becomes a fresh wagmi + React app outside the workspace, installed from the packed
// tarballs, type-checked (strict) and built with Vite by the caller.
import fs from 'node:fs'
import path from 'node:path'

/** What every fresh React app already has; the wagmi README's install line adds the rest. */
const REACT_APP_BASE = ['react', 'react-dom']

/**
 * The install line's package names (version tags such as `wagmi@3` dropped: the workspace's
 * pinned versions are installed) plus React, and the README's first `tsx` block. Throws when
 * the README lacks either block.
 */
export function readWagmiQuickStart(root) {
  const readme = fs.readFileSync(path.join(root, 'packages/wagmi/README.md'), 'utf8')
  const block = (lang) => readme.match(new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``))?.[1]
  const install = block('sh')
  const snippet = block('tsx')
  if (!install || !snippet)
    throw new Error('packages/wagmi/README.md needs a ```sh install line and a ```tsx snippet')
  const words = install.trim().split(/\s+/)
  if (words[0] !== 'pnpm' || words[1] !== 'add')
    throw new Error(`packages/wagmi/README.md: install line is not "pnpm add …": ${install}`)
  const names = words.slice(2).map((word) => word.replace(/(?<=.)@[^/]*$/, ''))
  return { packages: [...new Set([...names, ...REACT_APP_BASE])], snippet }
}
