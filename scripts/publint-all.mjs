#!/usr/bin/env node
// Runs publint (strict: warnings fail too) on every publishable package in packages/.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const packagesDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../packages')
let failures = 0
for (const name of fs.readdirSync(packagesDir).sort()) {
  const dir = path.join(packagesDir, name)
  const manifest = path.join(dir, 'package.json')
  if (!fs.existsSync(manifest) || JSON.parse(fs.readFileSync(manifest, 'utf8')).private) continue
  const { status } = spawnSync('pnpm', ['exec', 'publint', 'run', '--strict', dir], {
    stdio: 'inherit',
  })
  if (status !== 0) failures++
}
process.exit(failures === 0 ? 0 : 1)
