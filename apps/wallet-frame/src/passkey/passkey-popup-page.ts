import '../zod-jitless.js'
import { runPasskeyPopup } from './passkey-popup.js'
import '../styles.css'

/** Wires the passkey popup (`passkey-popup.ts`) to this window. */
runPasskeyPopup({
  window,
  status: document.getElementById('status') as HTMLElement,
  hint: document.getElementById('hint') as HTMLElement,
  button: document.getElementById('go') as HTMLButtonElement,
})
