#!/usr/bin/env node
// Fails on any import cycle inside the workspace's TypeScript sources. Built output (dist)
// is left out; cycles between packages are refused by pnpm/turbo's package graph.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

const roots = ['packages', 'apps']
  .flatMap((top) =>
    fs.existsSync(top) ? fs.readdirSync(top).map((name) => `${top}/${name}/src`) : [],
  )
  .filter((dir) => fs.existsSync(dir))
const { status } = spawnSync(
  'pnpm',
  [
    'exec',
    'madge',
    '--circular',
    '--no-spinner',
    '--exclude',
    '(^|/)(dist|node_modules)/',
    '--extensions',
    'ts,tsx',
    '--ts-config',
    'tsconfig.base.json',
    ...roots,
  ],
  { stdio: 'inherit' },
)
process.exit(status ?? 1)
