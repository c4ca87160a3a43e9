import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { foyerCollectibleArtifact, foyerTokenArtifact } from './artifacts.generated.js'

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const committed = path.join(appRoot, 'src/contracts/artifacts.generated.ts')

describe('contract artifacts', () => {
  it('match a fresh compilation of contracts/*.sol', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-artifacts-'))
    try {
      const out = path.join(dir, 'artifacts.ts')
      await promisify(execFile)(process.execPath, ['scripts/compile-contracts.mjs', '--out', out], {
        cwd: appRoot,
      })
      expect(fs.readFileSync(out, 'utf8')).toBe(fs.readFileSync(committed, 'utf8'))
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('hold the ERC-20 and ERC-721 interfaces the seed and the data services rely on', () => {
    const names = (abi: readonly { type: string; name?: string }[], type: string) =>
      abi.filter((item) => item.type === type).map((item) => item.name)
    expect(names(foyerTokenArtifact.abi, 'function')).toEqual(
      expect.arrayContaining(['balanceOf', 'decimals', 'symbol', 'name', 'transfer', 'approve']),
    )
    expect(names(foyerTokenArtifact.abi, 'event')).toEqual(['Approval', 'Transfer'])
    expect(names(foyerCollectibleArtifact.abi, 'function')).toEqual(
      expect.arrayContaining(['ownerOf', 'tokenURI', 'mint', 'transferFrom', 'safeTransferFrom']),
    )
    expect(foyerTokenArtifact.bytecode).toMatch(/^0x[0-9a-f]{200,}$/)
    expect(foyerCollectibleArtifact.bytecode).toMatch(/^0x[0-9a-f]{200,}$/)
  })
})
