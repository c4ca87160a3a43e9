#!/usr/bin/env node
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
// Bundle analysis of the bench app: which modules make up each chunk, by package.
// `node scripts/analyze.mjs [--top N] [--chunk <name-part>]`
import { build } from 'vite'

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const top = Number(args[args.indexOf('--top') + 1]) || 25
const chunkFilter = args.includes('--chunk') ? args[args.indexOf('--chunk') + 1] : undefined

const out = await build({ root: appDir, logLevel: 'silent', build: { write: false } })
const outputs = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output)
const gz = (s) => zlib.gzipSync(s, { level: 9 }).length
const packageOf = (id) => {
  const nm = id.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const rest = id.slice(nm + 13).split('/')
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]
  }
  const ws = id.match(/\/(packages|apps)\/([^/]+)\//)
  return ws ? `@foyer/${ws[2]}` : id
}
for (const chunk of outputs) {
  if (chunk.type !== 'chunk') continue
  if (chunkFilter && !chunk.fileName.includes(chunkFilter)) continue
  console.info(
    `\n${chunk.fileName}: ${(gz(chunk.code) / 1024).toFixed(1)} KiB gzip, ${(chunk.code.length / 1024).toFixed(1)} KiB raw`,
  )
  const byPackage = new Map()
  const modules = []
  for (const [id, info] of Object.entries(chunk.modules)) {
    const code = info.code ?? ''
    if (!code) continue
    modules.push({ id, raw: code.length })
    const p = packageOf(id)
    byPackage.set(p, `${byPackage.get(p) ?? ''}${code}\n`)
  }
  console.info("  by package: minified KiB, and gzip KiB of that package's code alone:")
  const rows = [...byPackage].map(([p, code]) => ({ p, raw: code.length, gzip: gz(code) }))
  for (const row of rows.sort((a, b) => b.gzip - a.gzip).slice(0, top))
    console.info(
      `    ${(row.raw / 1024).toFixed(1).padStart(7)}  ${(row.gzip / 1024).toFixed(1).padStart(6)}  ${row.p}`,
    )
  console.info('  largest modules:')
  for (const m of modules.sort((a, b) => b.raw - a.raw).slice(0, top))
    console.info(`    ${(m.raw / 1024).toFixed(1).padStart(7)} KiB  ${path.relative(appDir, m.id)}`)
}
