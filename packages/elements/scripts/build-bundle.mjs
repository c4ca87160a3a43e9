#!/usr/bin/env node
// Builds dist/bundle/foyer-elements.js (React included, lazy chunks beside it): see bundle.config.mjs.
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { elementsBundleConfig } from '../bundle.config.mjs'

await build({
  configFile: false,
  ...elementsBundleConfig(fileURLToPath(new URL('../dist/bundle', import.meta.url))),
})
