import type { SandboxCheckout } from '@foyer/data-service'

/** Escapes text for HTML content and attribute values. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#111}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#444}dd{margin:0;word-break:break-all}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:0;background:#1d4ed8;color:#fff;cursor:pointer}
.note{color:#444;font-size:.9rem}`

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
}

/** The checkout: what the buyer pays (the fee shown), what arrives where, and Pay. */
export function checkoutPage(order: SandboxCheckout, encoded: string, signature: string): string {
  const rows: [string, string][] = [
    ['You pay', `$${order.fiatAmount}`],
    [`Fee (${order.feePercent} %)`, `$${order.fee}`],
    ['You receive', `${order.cryptoAmount} ${order.symbol}`],
    ['Network', order.chainId],
    ['To', order.to],
  ]
  return page(
    'Foyer Sandbox checkout',
    `<h1>Foyer Sandbox</h1>
<p class="note">A local sandbox: no real money moves. Paying sends devnet ${escapeHtml(order.symbol)} from the stack's funded account.</p>
<dl data-testid="sandbox-order">${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
<form method="post" action="pay">
<input type="hidden" name="order" value="${escapeHtml(encoded)}">
<input type="hidden" name="sig" value="${escapeHtml(signature)}">
<button type="submit" data-testid="sandbox-pay">Pay $${escapeHtml(order.fiatAmount)}</button>
</form>`,
  )
}

/** After paying: the transaction, or why it failed. */
export function resultPage(
  order: SandboxCheckout,
  outcome: { txHash: string } | { error: string },
): string {
  if ('error' in outcome) {
    return page(
      'Payment failed',
      `<h1>Payment failed</h1><p data-testid="sandbox-result" role="alert">${escapeHtml(outcome.error)}</p>`,
    )
  }
  return page(
    'Payment complete',
    `<h1>Payment complete</h1>
<p data-testid="sandbox-result" role="status">${escapeHtml(`${order.cryptoAmount} ${order.symbol}`)} sent to ${escapeHtml(order.to)}.</p>
<p class="note">Transaction ${escapeHtml(outcome.txHash)}. You can close this window.</p>`,
  )
}

/** A request the page refuses (bad or missing signature, unknown chain). */
export function errorPage(message: string): string {
  return page('Checkout error', `<h1>Checkout error</h1><p role="alert">${escapeHtml(message)}</p>`)
}
