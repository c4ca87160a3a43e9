/**
 * The WalletConnect test wallet's page: paste a `wc:` uri, choose what the wallet answers,
 * see its sessions and what it did. Plain HTML, one stylesheet and one script (no inline
 * code, so it runs under a strict Content-Security-Policy). Names from dapps are shown as
 * text only.
 */
export const PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Foyer Test Wallet — WalletConnect</title>
<link rel="stylesheet" href="/app.css">
<script src="/app.js" defer></script>
</head>
<body>
<main>
  <h1>Foyer Test Wallet <span class="muted">WalletConnect</span></h1>
  <p class="warning" role="note">A TEST wallet on local devnets. Never use it with real funds.</p>

  <section aria-labelledby="pair-title">
    <h2 id="pair-title">Pair with an app</h2>
    <form id="pair-form">
      <label for="uri">WalletConnect link (copy it from the app's QR code view)</label>
      <textarea id="uri" name="uri" rows="3" required spellcheck="false" autocomplete="off" placeholder="wc:…@2?relay-protocol=irn&amp;symKey=…"></textarea>
      <button type="submit">Pair</button>
    </form>
    <p id="status" role="status" aria-live="polite"></p>
  </section>

  <section aria-labelledby="wallet-title">
    <h2 id="wallet-title">Wallet</h2>
    <dl>
      <dt>Account</dt><dd id="address" class="mono">…</dd>
      <dt>Chain</dt><dd id="chain">…</dd>
      <dt>Queued decisions</dt><dd id="queue">none</dd>
    </dl>
    <fieldset>
      <legend>When nothing is queued</legend>
      <label><input type="radio" name="default" value="approve"> Approve</label>
      <label><input type="radio" name="default" value="reject"> Reject</label>
    </fieldset>
    <div class="row">
      <button type="button" data-queue="approve">Approve the next proposal or request</button>
      <button type="button" data-queue="reject">Reject the next proposal or request</button>
      <button type="button" id="clear">Clear the queue</button>
    </div>
  </section>

  <section aria-labelledby="sessions-title">
    <h2 id="sessions-title">Sessions</h2>
    <p id="no-sessions" class="muted">No session yet.</p>
    <ul id="sessions"></ul>
  </section>

  <section aria-labelledby="activity-title">
    <h2 id="activity-title">Activity</h2>
    <ol id="activity" reversed></ol>
  </section>
</main>
</body>
</html>
`

/** The page's styles. */
export const PAGE_CSS = `:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; padding: 24px; }
main { max-width: 720px; margin: 0 auto; display: grid; gap: 16px; }
h1 { font-size: 1.5rem; margin: 0; }
h2 { font-size: 1.1rem; margin: 0 0 8px; }
section { border: 1px solid #8884; border-radius: 12px; padding: 16px; }
.muted { opacity: 0.7; font-weight: normal; }
.warning { margin: 0; padding: 8px 12px; border-radius: 8px; background: #f5a62333; }
.mono, textarea { font-family: ui-monospace, monospace; }
textarea { width: 100%; box-sizing: border-box; margin: 6px 0; }
label { display: block; }
fieldset label { display: inline-block; margin-right: 12px; }
.row { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 8px; }
button { padding: 6px 12px; border-radius: 8px; border: 1px solid #8888; cursor: pointer; }
button:focus-visible, textarea:focus-visible, input:focus-visible { outline: 2px solid #3b82f6; outline-offset: 2px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0 0 8px; }
dd { margin: 0; overflow-wrap: anywhere; }
ul, ol { margin: 0; padding-left: 20px; }
li { margin: 4px 0; overflow-wrap: anywhere; }
`

/** The page's script: polls `/api/state` and posts what the person does. */
export const PAGE_SCRIPT = `'use strict'
const byId = (id) => document.getElementById(id)
const status = byId('status')

async function post(path, body) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = await response.json()
  if (!response.ok) throw new Error(answer.error || 'HTTP ' + response.status)
  return answer
}

function item(text, button) {
  const li = document.createElement('li')
  li.textContent = text
  if (button) li.append(' ', button)
  return li
}

function render(state) {
  const wallet = state.wallet
  byId('address').textContent = wallet.address
  const chain = wallet.chains.find((c) => c.chainId === wallet.chainId)
  byId('chain').textContent = (chain ? chain.name + ' ' : '') + '(' + wallet.chainId + ')'
  byId('queue').textContent = wallet.pendingDecisions.length ? wallet.pendingDecisions.join(', ') : 'none'
  for (const radio of document.querySelectorAll('input[name="default"]')) {
    radio.checked = radio.value === wallet.defaultDecision
  }
  byId('no-sessions').hidden = state.sessions.length > 0
  byId('sessions').replaceChildren(...state.sessions.map((session) => {
    const button = document.createElement('button')
    button.type = 'button'
    button.textContent = 'Disconnect'
    button.setAttribute('aria-label', 'Disconnect ' + session.peer.name)
    button.addEventListener('click', () => act(() => post('/api/disconnect', { topic: session.topic }), 'Disconnected.'))
    return item(session.peer.name + ' — ' + session.peer.url + ' — ' + session.chains.join(', '), button)
  }))
  byId('activity').replaceChildren(...state.activity.slice().reverse().map((entry) =>
    item(new Date(entry.at).toLocaleTimeString() + ' ' + [entry.kind, entry.peer, entry.method, entry.outcome, entry.detail].filter(Boolean).join(' · '))))
}

async function refresh() {
  try {
    const response = await fetch('/api/state')
    if (response.ok) render(await response.json())
  } catch {}
}

async function act(run, done) {
  try {
    await run()
    if (done) status.textContent = done
  } catch (error) {
    status.textContent = error.message
  }
  await refresh()
}

byId('pair-form').addEventListener('submit', (event) => {
  event.preventDefault()
  const uri = byId('uri').value.trim()
  status.textContent = 'Pairing…'
  act(async () => {
    const outcome = await post('/api/pair', { uri })
    status.textContent = outcome.approved ? 'Connected to ' + outcome.peer.name + '.' : 'Rejected: ' + outcome.reason
    byId('uri').value = ''
  })
})
for (const button of document.querySelectorAll('[data-queue]')) {
  button.addEventListener('click', () => act(() => post('/api/decisions', { decisions: [button.dataset.queue] }), 'Queued.'))
}
byId('clear').addEventListener('click', () => act(() => post('/api/configure', { clearDecisions: true }), 'Queue cleared.'))
for (const radio of document.querySelectorAll('input[name="default"]')) {
  radio.addEventListener('change', () => act(() => post('/api/configure', { defaultDecision: radio.value })))
}
refresh()
setInterval(refresh, 1000)
`
