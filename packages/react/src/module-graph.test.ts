import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const SOURCE = path.dirname(fileURLToPath(import.meta.url))

interface ModuleImports {
  file: string
  /** Specifiers of value imports and re-exports (type-only ones are erased by the compiler). */
  staticImports: string[]
  dynamicImports: string[]
}

function readImports(file: string): ModuleImports {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const staticImports: string[] = []
  const dynamicImports: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      const clause = node.importClause
      const bindings = clause?.namedBindings
      const onlyTypes =
        clause !== undefined &&
        clause.name === undefined &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly)
      if (!onlyTypes) staticImports.push((node.moduleSpecifier as ts.StringLiteral).text)
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      staticImports.push((node.moduleSpecifier as ts.StringLiteral).text)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      dynamicImports.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { file, staticImports, dynamicImports }
}

/** Every module the entry loads statically, following relative imports. */
function staticGraph(entry: string): ModuleImports[] {
  const seen = new Map<string, ModuleImports>()
  const queue = [entry]
  while (queue.length > 0) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    const imports = readImports(file)
    seen.set(file, imports)
    for (const specifier of imports.staticImports) {
      if (!specifier.startsWith('.')) continue
      const base = path.resolve(path.dirname(file), specifier).replace(/\.js$/, '')
      const candidates = [`${base}.ts`, `${base}.tsx`]
      const found = candidates.find((candidate) => {
        try {
          readFileSync(candidate)
          return true
        } catch {
          return false
        }
      })
      if (!found) throw new Error(`${file}: cannot resolve ${specifier}`)
      queue.push(found)
    }
  }
  return [...seen.values()]
}

describe('code splitting', () => {
  const graph = staticGraph(path.join(SOURCE, 'index.ts'))

  it('the initial entry does not statically import the views', () => {
    const external = graph.flatMap((module) =>
      module.staticImports
        .filter((specifier) => specifier.startsWith('@foyer/views'))
        .map((specifier) => `${path.relative(SOURCE, module.file)} → ${specifier}`),
    )
    // Only the light `base` entry (catalogue, store hook) is imported up front.
    expect(external.length).toBeGreaterThan(0)
    for (const edge of external) expect(edge).toMatch(/→ @foyer\/views\/base$/)
  })

  it('loads the views, the blockchain data client and the directory client with import()', () => {
    const dynamic = graph.flatMap((module) => module.dynamicImports)
    expect(dynamic.sort()).toEqual([
      '@foyer/blockchain-api',
      '@foyer/views/modal',
      '@foyer/wallet-directory',
    ])
    const staticPackages = graph.flatMap((module) => module.staticImports)
    expect(staticPackages).not.toContain('@foyer/blockchain-api')
    // Only the directory's image URLs are built up front; its requests and validation load later.
    expect(staticPackages).not.toContain('@foyer/wallet-directory')
    expect(staticPackages).toContain('@foyer/wallet-directory/image-urls')
  })

  it('the base entry of the views loads no view', () => {
    const viewsSource = path.resolve(SOURCE, '../../views/src')
    const base = staticGraph(path.join(viewsSource, 'base.ts'))
    const files = base.map((module) => path.relative(viewsSource, module.file))
    expect(files.filter((file) => file.startsWith('views/') || file.startsWith('modal/'))).toEqual(
      [],
    )
    expect(files.length).toBeGreaterThan(2)
  })

  it("the modal's entry holds the views met before connecting, not the connected ones", () => {
    const viewsSource = path.resolve(SOURCE, '../../views/src')
    const modal = staticGraph(path.join(viewsSource, 'modal-entry.ts'))
    const files = modal.map((module) => path.relative(viewsSource, module.file))
    expect(files).toContain('views/connect/connect-view.tsx')
    expect(files).toContain('views/connecting-external/connecting-external-view.tsx')
    // Account (with its tabs), Networks and Unsupported chain are the connected views' chunk.
    const connectedOnly =
      /^views\/(account|networks|unsupported-chain|all-wallets|send|receive|sign-in)\//
    expect(files.filter((file) => connectedOnly.test(file))).toEqual([])
    const dynamic = modal.flatMap((module) => module.dynamicImports)
    expect(dynamic).toContain('../views/connected-views.js')
  })
})
