// A private npm registry for one release rehearsal: verdaccio on 127.0.0.1 at a free port, its
// storage and its htpasswd file in the rehearsal's temp folder, no uplink (it serves only what
// the rehearsal publishes: nothing is proxied, so a package it lacks is a 404), and one user
// created for the run, whose token publishes.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

const HOST = '127.0.0.1'

/**
 * `fetch`, tried again after a network error (a loaded machine drops a connection now and
 * then); the last error names the URL and the cause.
 */
async function fetchRetrying(url, init, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, init)
    } catch (error) {
      if (attempt >= attempts)
        throw new Error(`${url}: ${error.cause?.message ?? error.message} (${attempts} tries)`)
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt))
    }
  }
}

/** A TCP port free on 127.0.0.1 right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, HOST, () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** verdaccio's configuration: local storage, htpasswd users, our scope published, no uplinks. */
function configYaml(dir) {
  return `storage: ${path.join(dir, 'storage')}
auth:
  htpasswd:
    file: ${path.join(dir, 'htpasswd')}
    max_users: 1
uplinks: {}
packages:
  '@foyer/*':
    access: $authenticated
    publish: $authenticated
    unpublish: $authenticated
  '**':
    access: $authenticated
    publish: $authenticated
web:
  enable: false
log: { type: stdout, format: pretty, level: warn }
`
}

/** How long verdaccio may take to answer its first ping (slow on a busy two-core machine). */
const START_TIMEOUT_S = 120

async function waitUntilUp(url, child, output) {
  const deadline = Date.now() + START_TIMEOUT_S * 1000
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the local registry exited (${child.exitCode}):\n${output()}`)
    try {
      if ((await fetch(`${url}-/ping`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`the local registry did not answer within ${START_TIMEOUT_S} s:\n${output()}`)
}

/** Creates the run's user (`npm adduser`'s request) and returns its token. */
async function addUser(url) {
  const name = 'rehearsal'
  const password = randomBytes(18).toString('base64url')
  const response = await fetch(`${url}-/user/org.couchdb.user:${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password }),
  })
  const body = await response.json().catch(() => ({}))
  if (!response.ok || typeof body.token !== 'string')
    throw new Error(`the local registry refused the run's user (${response.status})`)
  return body.token
}

/**
 * Starts the registry with its files in `dir`. Returns `{ url, token, stop }`: the registry's
 * URL (`http://127.0.0.1:<port>/`), the run's user's token, and `stop()`, which ends it.
 * `verdaccio` is the path of its CLI (the workspace's devDependency).
 */
export async function startLocalRegistry(dir, verdaccio) {
  fs.mkdirSync(path.join(dir, 'storage'), { recursive: true })
  const config = path.join(dir, 'config.yaml')
  fs.writeFileSync(config, configYaml(dir))
  const port = await freePort()
  const url = `http://${HOST}:${port}/`
  // Its output goes to a file, not a pipe: the rehearsal's steps block this process for
  // minutes (spawnSync), and a full pipe would stall the registry.
  const logFile = path.join(dir, 'verdaccio.log')
  const logFd = fs.openSync(logFile, 'w')
  const child = spawn(
    process.execPath,
    [verdaccio, '--config', config, '--listen', `${HOST}:${port}`],
    { stdio: ['ignore', logFd, logFd] },
  )
  fs.closeSync(logFd)
  const log = () => fs.readFileSync(logFile, 'utf8').slice(-8000)
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
      setTimeout(() => child.kill('SIGKILL'), 5000).unref()
    })
  try {
    await waitUntilUp(url, child, log)
    const token = await addUser(url)
    return { url, token, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The `.npmrc` lines that send our scope (or, with `scope` null, everything) to the registry. */
export function npmrcFor({ url, token }, scope = '@foyer') {
  const host = url.replace(/^http:/, '')
  const registry = scope ? `${scope}:registry=${url}` : `registry=${url}`
  return `${registry}\n${host}:_authToken=${token}\n`
}

/**
 * The registry's versions of `names` (name → Set of versions) and each one's manifest and
 * tarball URL at its new version (`versionOf`: name → version; packages are versioned each
 * on its own, so one release mixes versions), read as an installer reads them.
 */
export async function readPublished({ url, token }, names, versionOf) {
  const versions = new Map()
  const manifests = new Map()
  for (const name of names) {
    const response = await fetchRetrying(`${url}${name.replace('/', '%2f')}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    })
    if (response.status === 404) continue
    if (!response.ok) throw new Error(`the local registry answered ${response.status} for ${name}`)
    const packument = await response.json()
    versions.set(name, new Set(Object.keys(packument.versions ?? {})))
    const version = versionOf.get(name)
    if (packument.versions?.[version]) manifests.set(name, packument.versions[version])
  }
  return { versions, manifests }
}

/** Downloads a tarball the registry serves, with the run's token, to `file`. */
export async function downloadTarball({ token }, tarballUrl, file) {
  const response = await fetchRetrying(tarballUrl, {
    headers: { authorization: `Bearer ${token}` },
  })
  if (!response.ok)
    throw new Error(`the local registry answered ${response.status} for ${tarballUrl}`)
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()))
}
