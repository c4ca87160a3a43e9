import { defineFoyerProject, WALLETCONNECT_IN_NODE } from '../../vitest.shared.js'

// The no-adapter connector's devnet test opens a real WalletConnect session.
export default defineFoyerProject(import.meta.url, { server: WALLETCONNECT_IN_NODE })
