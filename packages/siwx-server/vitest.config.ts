import { defineFoyerProject } from '../../vitest.shared.js'

export default defineFoyerProject(import.meta.url, {
  // The WalletConnect sign-in test runs Sign clients: their ESM builds must go through Vite
  // (loaded natively, @walletconnect/core gets the CommonJS module object of
  // @walletconnect/jsonrpc-ws-connection as its default import and never opens a socket).
  server: { deps: { inline: ['@walletconnect/sign-client', '@walletconnect/core'] } },
})
