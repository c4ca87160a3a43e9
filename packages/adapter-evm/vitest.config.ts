import { defineFoyerProject, WALLETCONNECT_IN_NODE } from '../../vitest.shared.js'

// The WalletConnect connector's devnet tests open real sessions.
export default defineFoyerProject(import.meta.url, { server: WALLETCONNECT_IN_NODE })
