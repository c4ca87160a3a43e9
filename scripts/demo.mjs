#!/usr/bin/env node
// The README's demo command (`npm run demo [-- flags]`): installs the workspace if needed,
// then runs apps/demo/scripts/serve.mjs, which starts the local stack and the demo app and
// prints the URL. Flags (e.g. `-- --free-ports`) are passed on; Ctrl-C stops everything.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { ensureInstalled, root } from './bootstrap.mjs'

ensureInstalled()
const child = spawn(
  process.execPath,
  [path.join(root, 'apps/demo/scripts/serve.mjs'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
