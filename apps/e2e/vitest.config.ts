import { defineFoyerProject } from '../../vitest.shared.js'

/**
 * Browser end-to-end tests: real Debian Chromium, the production build of the demo and
 * the local stack. Files run one at a time (each starts its own stack and browser), in one
 * process that imports the stack and Playwright once (`isolate: false`): no harness module
 * keeps state between files, and no file may change `process.env` for the files after it.
 */
export default defineFoyerProject(import.meta.url, {
  include: ['src/**/*.{test,e2e}.ts'],
  globalSetup: ['src/harness/global-setup.ts'],
  testTimeout: 120_000,
  hookTimeout: 180_000,
  fileParallelism: false,
  maxWorkers: 1,
  isolate: false,
  // The stack's WalletConnect test wallet runs in the test process: WalletConnect's ESM
  // builds must go through Vite (loaded natively, @walletconnect/core gets the CommonJS
  // module object of @walletconnect/jsonrpc-ws-connection as its default import).
  server: { deps: { inline: ['@walletconnect/sign-client', '@walletconnect/core'] } },
})
