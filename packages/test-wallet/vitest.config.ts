import { defineFoyerProject } from '../../vitest.shared.js'

export default defineFoyerProject(import.meta.url, {
  // Run WalletConnect's ESM builds through Vite: loaded natively, @walletconnect/core receives
  // the CommonJS module object of @walletconnect/jsonrpc-ws-connection as its default import
  // ("is not a constructor"). (Outside Vite, Node picks their CommonJS builds, which work.)
  server: { deps: { inline: ['@walletconnect/sign-client', '@walletconnect/core'] } },
})
