// Inlined into dist/announced.html (see vite.config.ts). Stands in for a wallet extension's
// content script, which runs before the page's own scripts: one EIP-6963 announcement,
// repeated on every eip6963:requestProvider. The provider answers every request with 4200
// (unsupported method): the benchmark only opens the modal, it never connects.
;(() => {
  const icon = `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b5bdb"/></svg>',
  )}`
  const provider = {
    request: () => Promise.reject({ code: 4200, message: 'bench wallet: unsupported method' }),
    on: () => {},
    removeListener: () => {},
  }
  const detail = Object.freeze({
    info: Object.freeze({
      uuid: '6f7a3c2e-8d41-4b8e-9a55-2f1c0d9e7b10',
      name: 'Bench Wallet',
      icon,
      rdns: 'dev.foyer.bench-wallet',
    }),
    provider,
  })
  const announce = () => {
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
})()
