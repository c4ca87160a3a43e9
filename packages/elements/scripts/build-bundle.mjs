#!/usr/bin/env node
// Builds dist/bundle/foyer-elements.js (React included, lazy chunks beside it): see bundle.config.mjs.
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { elementsBundleConfig } from '../bundle.config.mjs'

// Vite picks React's development JSX runtime whenever NODE_ENV is already set to anything but
// production (vitest sets `test`), and that bundle fails in the browser with
// "jsxDEV is not a function": the published bundle is always a production build.
process.env.NODE_ENV = 'production'

await build({
  configFile: false,
  ...elementsBundleConfig(fileURLToPath(new URL('../dist/bundle', import.meta.url))),
})
