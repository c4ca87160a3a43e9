import fs from 'node:fs'
import path from 'node:path'
import { defineConfig } from 'vitepress'

const root = path.resolve(import.meta.dirname, '../../..')

/** Sidebar entries for every folder of `kind` that has a README (its page is laid out by prepare). */
function readmePages(kind: 'packages' | 'apps') {
  return fs
    .readdirSync(path.join(root, kind))
    .filter((name) => fs.existsSync(path.join(root, kind, name, 'README.md')))
    .sort()
    .map((name) => ({
      text: kind === 'packages' ? `@foyer/${name}` : name,
      link: `/${kind}/${name}`,
    }))
}

/** One API reference entry per package TypeDoc wrote (site/api/@foyer/<name>.md or <name>/index.md). */
function apiPages() {
  const folder = path.join(import.meta.dirname, '../site/api/@foyer')
  if (!fs.existsSync(folder)) return []
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .map((entry) => {
      const name = entry.name.replace(/\.md$/, '')
      return {
        text: `@foyer/${name}`,
        link: `/api/@foyer/${name}${entry.isDirectory() ? '/' : ''}`,
      }
    })
    .sort((a, b) => a.text.localeCompare(b.text))
}

// The site is built from site/ (laid out by scripts/prepare.mjs and TypeDoc); no request
// leaves the machine while building, and nothing in the pages reports usage.
export default defineConfig({
  title: 'Foyer',
  description: 'An open, self-hostable wallet-connection modal and embedded wallet.',
  srcDir: 'site',
  outDir: 'dist',
  cleanUrls: true,
  lastUpdated: false,
  // The default: a link to a page that does not exist fails the build.
  ignoreDeadLinks: false,
  themeConfig: {
    search: { provider: 'local' },
    nav: [
      { text: 'Guide', link: '/guide/getting-started' },
      { text: 'Self-hosting', link: '/self-hosting/' },
      { text: 'Security', link: '/security' },
      { text: 'API', link: '/api/' },
    ],
    sidebar: [
      {
        text: 'Guide',
        items: [
          { text: 'Getting started', link: '/guide/getting-started' },
          { text: 'Vite', link: '/guide/vite' },
          { text: 'Next.js App Router', link: '/guide/nextjs' },
          { text: 'wagmi', link: '/guide/wagmi' },
          { text: 'Theming', link: '/guide/theming' },
          { text: 'Languages', link: '/guide/languages' },
          { text: 'Sign-in (SIWX)', link: '/guide/sign-in' },
          { text: 'Embedded wallet and custody', link: '/guide/embedded-wallet' },
          { text: 'Storybook', link: '/guide/storybook' },
        ],
      },
      {
        text: 'Self-hosting',
        items: [
          { text: 'Overview', link: '/self-hosting/' },
          { text: 'Relay (Redis)', link: '/self-hosting/relay' },
          { text: 'Data service (Postgres)', link: '/self-hosting/data-service' },
          { text: 'Auth service (Postgres)', link: '/self-hosting/auth-service' },
          { text: 'Wallet directory', link: '/self-hosting/directory' },
          { text: 'Paymaster', link: '/self-hosting/paymaster' },
          { text: 'Wallet frame hosting', link: '/self-hosting/wallet-frame' },
          { text: 'Data service routes', link: '/openapi/data-service' },
          { text: 'Directory routes', link: '/openapi/wallet-directory' },
        ],
      },
      {
        text: 'Project',
        items: [
          { text: 'Security: threat tables', link: '/security' },
          { text: 'Benchmarks', link: '/benchmarks' },
          { text: 'Contributing', link: '/contributing' },
          { text: 'Repository README', link: '/repository' },
        ],
      },
      { text: 'Packages', collapsed: true, items: readmePages('packages') },
      { text: 'Apps', collapsed: true, items: readmePages('apps') },
      { text: 'API reference', collapsed: true, items: apiPages() },
    ],
  },
})
