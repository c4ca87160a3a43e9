// The one ES module a page without a bundler loads (`dist/bundle/foyer-elements.js`, React
// included): the elements, and what a page needs besides them to configure Foyer for EVM
// wallets. The modal's views and each optional feature are chunks beside it, loaded on demand.
export { createEvmAdapter } from '@foyer/adapter-evm'
export { fromViemChain } from '@foyer/common'
export * from './index.js'
