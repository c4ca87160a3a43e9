#!/usr/bin/env node
// `npm run demo` (through scripts/demo.mjs): starts the local stack on its fixed ports and
// the demo's Vite dev server on 127.0.0.1, prints the URL, and stops everything on Ctrl-C.
// `node apps/demo/scripts/serve.mjs --help` lists the flags.
import { register } from 'node:module'
import { register as registerTypeScript } from 'tsx/esm/api'

// TypeScript first, then the source condition, so that the condition hook runs first.
registerTypeScript()
register('./source-condition-hooks.mjs', import.meta.url)

const { runServeCli } = await import('./serve-demo.ts')
await runServeCli(process.argv.slice(2))
