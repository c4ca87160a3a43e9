import fs from 'node:fs'
import { createRequire } from 'node:module'

/** The platform packages of `@foundry-rs/anvil`, keyed by `${process.platform}-${process.arch}`. */
const PLATFORM_PACKAGES: Readonly<Record<string, string>> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

/** The environment variable that points at an anvil binary to use instead of the npm one. */
export const ANVIL_BINARY_ENV = 'FOYER_ANVIL_BIN'

/**
 * The path of the real anvil executable. `@foundry-rs/anvil` ships it in a platform package
 * (an optional dependency of its own), so it is resolved from `@foundry-rs/anvil`'s location
 * with Node's module resolution; its postinstall step is never needed. `FOYER_ANVIL_BIN`
 * overrides the lookup.
 */
export function resolveAnvilBinary(
  env: NodeJS.ProcessEnv = process.env,
  platform: string = process.platform,
  arch: string = process.arch,
): string {
  const override = env[ANVIL_BINARY_ENV]
  if (override) {
    if (!fs.existsSync(override)) {
      throw new Error(`${ANVIL_BINARY_ENV} points at ${override}, which does not exist`)
    }
    return override
  }
  const platformPackage = PLATFORM_PACKAGES[`${platform}-${arch}`]
  if (!platformPackage) throw new Error(`anvil has no npm binary for ${platform}-${arch}`)
  const fromHere = createRequire(import.meta.url)
  let wrapperManifest: string
  try {
    wrapperManifest = fromHere.resolve('@foundry-rs/anvil/package.json')
  } catch (cause) {
    throw new Error('@foundry-rs/anvil is not installed; run pnpm install', { cause })
  }
  const binaryName = platform === 'win32' ? 'anvil.exe' : 'anvil'
  let binary: string
  try {
    binary = createRequire(wrapperManifest).resolve(`${platformPackage}/bin/${binaryName}`)
  } catch (cause) {
    throw new Error(
      `${platformPackage} (the anvil binary for this platform) is not installed; run pnpm install`,
      { cause },
    )
  }
  try {
    fs.accessSync(binary, fs.constants.X_OK)
  } catch (cause) {
    throw new Error(`The anvil binary at ${binary} is not executable`, { cause })
  }
  return binary
}
