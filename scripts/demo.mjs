#!/usr/bin/env node
// The README's demo command (`npm run demo`): installs the workspace if needed, then starts
// the local stack and the demo app. Until the demo app lands, it starts the stack only.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ensureInstalled, root } from './bootstrap.mjs'

ensureInstalled()
const demoEntry = path.join(root, 'apps/demo/scripts/serve.mjs')
const command = fs.existsSync(demoEntry)
  ? ['node', [demoEntry]]
  : ['pnpm', ['--filter', '@foyer/devstack', 'start']]
const child = spawn(command[0], command[1], { cwd: root, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
