#!/usr/bin/env node
// Lays out the site's source folder (site/, not committed) from the repository:
// - src/**: the hand-written pages, each `<!-- @section <file> "<heading>" -->` replaced by
//   that section of the repository file and each `<!-- @file <file> -->` by the whole file
//   less its title (so a guide shows the README's own tables and never a copy that drifts);
// - packages/<name>, apps/<name>: every README; benchmarks, contributing, repository (the
//   root README);
// - openapi/<service>: a route table of each committed OpenAPI document, which is also
//   served as JSON.
// TypeDoc then writes site/api (the API reference); see typedoc.config.mjs.
import fs from 'node:fs'
import path from 'node:path'
import { readForSite, readSection, root } from './markdown-sources.mjs'

const docsDir = path.resolve(import.meta.dirname, '..')
const site = path.join(docsDir, 'site')
const sectionDirective = /<!--\s*@section\s+(\S+)\s+"([^"]+)"\s*-->/g
const fileDirective = /<!--\s*@file\s+(\S+)\s*-->/g

fs.rmSync(site, { recursive: true, force: true })

function write(relative, content) {
  const file = path.join(site, relative)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, content.endsWith('\n') ? content : `${content}\n`)
}

function copyPages(dir, relative = '') {
  for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
    const child = path.join(relative, entry.name)
    if (entry.isDirectory()) copyPages(dir, child)
    else if (entry.name.endsWith('.md')) {
      const text = fs.readFileSync(path.join(dir, child), 'utf8')
      const expanded = text
        .replace(sectionDirective, (_, file, heading) => readSection(file, heading))
        .replace(fileDirective, (_, file) => readForSite(file).replace(/^# .*\n/, ''))
      write(child, expanded)
    } else {
      fs.mkdirSync(path.dirname(path.join(site, child)), { recursive: true })
      fs.copyFileSync(path.join(dir, child), path.join(site, child))
    }
  }
}

copyPages(path.join(docsDir, 'src'))

for (const kind of ['packages', 'apps']) {
  for (const name of fs.readdirSync(path.join(root, kind)).sort()) {
    const readme = `${kind}/${name}/README.md`
    if (fs.existsSync(path.join(root, readme))) write(`${kind}/${name}.md`, readForSite(readme))
  }
}
write('benchmarks.md', readForSite('docs/benchmarks.md'))
write('contributing.md', readForSite('CONTRIBUTING.md'))
write('repository.md', readForSite('README.md'))

/** A markdown table cell: one line, pipes escaped. */
const cell = (text) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\|/g, '\\|')

for (const file of fs.readdirSync(path.join(root, 'docs/api')).filter((f) => f.endsWith('.json'))) {
  const service = file.replace(/\.json$/, '')
  const raw = fs.readFileSync(path.join(root, 'docs/api', file), 'utf8')
  const document = JSON.parse(raw)
  write(`public/openapi/${file}`, raw)
  const rows = []
  for (const [route, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = (operation.parameters ?? [])
        .filter((parameter) => parameter.in !== 'header')
        .map((parameter) => `\`${parameter.name}\`${parameter.required ? '' : '?'}`)
        .join(', ')
      const statuses = Object.keys(operation.responses ?? {}).join(', ')
      rows.push(
        `| \`${method.toUpperCase()}\` | \`${cell(route)}\` | ${cell(operation.summary)} | ${parameters} | ${statuses} |`,
      )
    }
  }
  write(
    `openapi/${service}.md`,
    [
      `# ${document.info.title} routes`,
      '',
      cell(document.info.description),
      '',
      `Generated from \`docs/api/${file}\` (OpenAPI ${document.openapi}; \`pnpm openapi\` rewrites it from the route schemas, and the service's \`openapi.test.ts\` fails while it is out of date). The whole document: <a href="/openapi/${file}" target="_blank">${file}</a>; the running service serves the same at \`/openapi.json\`.`,
      '',
      '| method | route | what it does | query and path parameters (`?` optional) | statuses |',
      '|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n'),
  )
}
console.info(`docs: site/ laid out from the repository (${path.relative(root, site)})`)
