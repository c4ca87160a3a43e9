#!/usr/bin/env node
// Writes dist/styles.css (the `@foyer/react/styles.css` export): @foyer/ui's stylesheet as a
// file, for apps that import CSS (Next.js root layout) instead of rendering <FoyerStyles />.
import fs from 'node:fs'
import path from 'node:path'
import { foyerCss } from '@foyer/ui/styles'

const dist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../dist')
fs.mkdirSync(dist, { recursive: true })
fs.writeFileSync(path.join(dist, 'styles.css'), `/* Foyer */\n${foyerCss}\n`)
