import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { DEFAULT_DATA_DIR, loadCatalog } from './catalog.js'
import { DEFAULT_HIDDEN_FOR_HTML_CORE } from './html-core.js'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const dataDir = fileURLToPath(DEFAULT_DATA_DIR)
/** The shared data set beside the repository (`../shared/data`), absent in a plain clone. */
const registryDir = path.resolve(packageDir, '../../../shared/data/wallet-registry')
const hasRegistry = existsSync(path.join(registryDir, 'wallets.json'))

describe('committed data set', () => {
  it('loads and validates: 113 registry wallets plus the Foyer Test Wallet, each with a logo', async () => {
    const catalog = await loadCatalog()
    expect(catalog.wallets).toHaveLength(114)
    expect(new Set(catalog.wallets.map((wallet) => wallet.id)).size).toBe(114)
    expect(catalog.wallets.find((wallet) => wallet.rdns === 'dev.foyer.testwallet')).toMatchObject({
      id: 'foyer-test-wallet',
      name: 'Foyer Test Wallet',
    })
    for (const wallet of catalog.wallets) {
      expect(catalog.images.wallet.get(wallet.image_id)?.body.length).toBeGreaterThan(100)
    }
  })

  it('holds the three wallets hidden for html-core-', async () => {
    const ids = new Set((await loadCatalog()).wallets.map((wallet) => wallet.id))
    for (const id of DEFAULT_HIDDEN_FOR_HTML_CORE) expect(ids).toContain(id)
  })

  it('keeps only https links, and deep links in the scheme:// form', async () => {
    for (const wallet of (await loadCatalog()).wallets) {
      for (const link of [
        wallet.homepage,
        wallet.webapp_link,
        wallet.app_store,
        wallet.play_store,
      ]) {
        if (link !== null) expect(link).toMatch(/^https:\/\//)
      }
      for (const link of [wallet.mobile_link, wallet.desktop_link]) {
        if (link !== null) expect(link).toMatch(/^(https:\/\/|[A-Za-z][A-Za-z0-9+.-]*:\/\/)/)
        if (link !== null) expect(link).not.toMatch(/^(javascript|data|http):/i)
      }
    }
  })

  it('carries the registry licence notice', () => {
    const notice = readFileSync(path.join(dataDir, 'LICENSE.md'), 'utf8')
    expect(notice).toContain('MIT License')
    expect(notice).toContain('Copyright (c) 2021 WalletConnect Labs OÜ')
  })

  it.skipIf(!hasRegistry)(
    hasRegistry
      ? `matches a fresh regeneration from ${path.relative(packageDir, registryDir)}`
      : `matches a fresh regeneration (SKIPPED: ${registryDir} is absent, a clone without ../shared)`,
    async () => {
      const out = mkdtempSync(path.join(tmpdir(), 'foyer-wallet-data-'))
      try {
        const target = path.join(out, 'data')
        await promisify(execFile)(process.execPath, [
          path.join(packageDir, 'scripts/build-data.mjs'),
          '--source',
          registryDir,
          '--out',
          target,
        ])
        const committed = listFiles(dataDir)
        expect(listFiles(target)).toEqual(committed)
        for (const file of committed) {
          expect(
            readFileSync(path.join(target, file)).equals(readFileSync(path.join(dataDir, file))),
            `${file} differs from a regeneration; run node scripts/build-data.mjs`,
          ).toBe(true)
        }
      } finally {
        rmSync(out, { recursive: true, force: true })
      }
    },
    60_000,
  )
})

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()
}
