#!/usr/bin/env node
// Scaffolds a publishable workspace package: `node scripts/new-package.mjs <folder> "<description>" [dom]`.
// Writes package.json, tsconfigs, vitest config, LICENSE and an empty src/index.ts; never overwrites.
import fs from 'node:fs'
import path from 'node:path'

const [folder, description = '', env = 'node'] = process.argv.slice(2)
if (!folder) throw new Error('usage: new-package.mjs <folder> "<description>" [dom]')
const dir = path.join('packages', folder)
const write = (file, text) => {
  const target = path.join(dir, file)
  if (fs.existsSync(target)) return
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.writeFileSync(target, text)
}
const pkg = {
  name: `@foyer/${folder}`,
  version: '0.0.0',
  description,
  license: 'MIT',
  type: 'module',
  sideEffects: false,
  files: ['dist', 'src', '!src/**/*.test.ts', '!src/**/*.test.tsx', '!src/**/test-utils/**'],
  exports: {
    '.': {
      '@foyer/source': './src/index.ts',
      types: './dist/index.d.ts',
      import: './dist/index.js',
    },
    './package.json': './package.json',
  },
  main: './dist/index.js',
  types: './dist/index.d.ts',
  scripts: {
    build: 'tsc -p tsconfig.build.json',
    typecheck: 'tsc -p tsconfig.json --noEmit',
  },
  dependencies: {},
}
write('package.json', `${JSON.stringify(pkg, null, 2)}\n`)
write(
  'tsconfig.json',
  `${JSON.stringify({ extends: '../../tsconfig.base.json', compilerOptions: { noEmit: true }, include: ['src'] }, null, 2)}\n`,
)
write(
  'tsconfig.build.json',
  `${JSON.stringify(
    {
      extends: './tsconfig.json',
      compilerOptions: { noEmit: false, customConditions: [], rootDir: 'src', outDir: 'dist' },
      exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/test-utils/**'],
    },
    null,
    2,
  )}\n`,
)
write(
  'vitest.config.ts',
  `import { defineFoyerProject } from '../../vitest.shared.js'\n\nexport default defineFoyerProject(import.meta.url${env === 'dom' ? ", { environment: 'happy-dom' }" : ''})\n`,
)
write('src/index.ts', `export {}\n`)
write('README.md', `# @foyer/${folder}\n\n${description}\n`)
// Every tarball ships the licence (checked by scripts/check-quickstart.mjs).
write('LICENSE', fs.readFileSync('LICENSE', 'utf8'))
console.info(`scaffolded ${dir}`)
