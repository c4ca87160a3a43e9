import { ApprovalGuard, type GuardState } from './approval-guard.js'
import { fillMessage, frameMessages } from './messages.js'

/** The network a request is for, named in every approval. */
export type ApprovalChain = { id: number; name: string }
/** A Solana network in an approval: its CAIP-2 id (`solana:<genesis hash prefix>`). */
export type SolanaApprovalChain = { id: string; name: string }

/** What the user is asked to approve. */
export type ApprovalRequest = {
  /** The heading, e.g. 'Sign this message'. */
  title: string
  /** The host origin asking. */
  origin: string
  /** The network the request is for (the active one: requests for another are refused). */
  chain: ApprovalChain | SolanaApprovalChain
  /** Lines of detail (message text, recipient, value…), shown as text, never as HTML. */
  details: string[]
  /** Plain-words warnings shown above the details. */
  warnings?: string[]
  /** What the request changes in the account as the network simulated it (or why not). */
  simulation?: string[]
}

/** The guard's hint in the current locale. */
function guardHint(state: GuardState): string {
  if (state === 'unsupported') return frameMessages.GUARD_UNSUPPORTED
  if (state === 'hidden') return frameMessages.GUARD_HIDDEN
  if (state === 'waiting') return frameMessages.GUARD_WAITING
  return ''
}

/**
 * Shows the approve/reject controls in the frame's own DOM and resolves with the user's
 * answer. Only a trusted click inside this origin decides, and only while the
 * {@link ApprovalGuard} says the dialog has been fully visible long enough with the user's
 * pointer over it: the host page can neither read nor click these buttons, nor trick a click
 * onto them. Nothing is autofocused. One request at a time; a second waits for the first.
 */
export class ApprovalDialog {
  private queue: Promise<unknown> = Promise.resolve()
  private appName: string | undefined

  constructor(private readonly root: HTMLElement) {}

  /**
   * The name the host page gives its app (SYNC_DAPP_DATA), shown in later approvals as the
   * page's claim, below the host origin the bridge verified: a page can claim any name.
   */
  setAppName(name: string | undefined): void {
    this.appName = name
  }

  /** Asks the user; true when approved. */
  ask(request: ApprovalRequest): Promise<boolean> {
    const answer = this.queue.then(() => this.show(request))
    this.queue = answer.catch(() => undefined)
    return answer
  }

  private show(request: ApprovalRequest): Promise<boolean> {
    const doc = this.root.ownerDocument
    const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className?: string) => {
      const node = doc.createElement(tag)
      if (className) node.className = className
      return node
    }
    const dialog = element('section', 'approval')
    dialog.setAttribute('role', 'dialog')
    dialog.setAttribute('aria-modal', 'true')
    dialog.setAttribute('aria-labelledby', 'foyer-approval-title')
    dialog.tabIndex = -1
    const title = element('h1')
    title.id = 'foyer-approval-title'
    title.textContent = request.title
    const from = element('p', 'origin')
    from.dataset.testid = 'frame-origin'
    from.textContent = fillMessage(frameMessages.APPROVE_FROM, { origin: request.origin })
    const claim = element('p', 'app-claim')
    claim.dataset.testid = 'frame-app-name'
    if (this.appName) {
      claim.textContent = fillMessage(frameMessages.APPROVE_APP_CLAIM, { name: this.appName })
    }
    const chain = element('p', 'chain')
    chain.dataset.testid = 'frame-chain'
    chain.textContent = fillMessage(frameMessages.APPROVE_CHAIN, {
      name: request.chain.name,
      id: request.chain.id,
    })
    const warnings = element('ul', 'warnings')
    warnings.dataset.testid = 'frame-warnings'
    for (const text of request.warnings ?? []) {
      const item = element('li')
      item.textContent = text
      warnings.append(item)
    }
    const simulation = element('section', 'simulation')
    simulation.dataset.testid = 'frame-simulation'
    if (request.simulation) {
      const heading = element('h2')
      heading.textContent = frameMessages.SIMULATION_HEADING
      const list = element('ul')
      for (const text of request.simulation) {
        const item = element('li')
        item.textContent = text
        list.append(item)
      }
      simulation.append(heading, list)
    }
    const details = element('pre', 'details')
    details.tabIndex = 0
    details.textContent = request.details.join('\n')
    const hint = element('p', 'guard')
    hint.dataset.testid = 'frame-guard'
    hint.setAttribute('role', 'status')
    const actions = element('div', 'actions')
    const reject = element('button')
    reject.type = 'button'
    reject.textContent = frameMessages.REJECT_BUTTON
    reject.dataset.testid = 'frame-reject'
    const approve = element('button', 'primary')
    approve.type = 'button'
    approve.textContent = frameMessages.APPROVE_BUTTON
    approve.dataset.testid = 'frame-approve'
    actions.append(reject, approve)
    dialog.append(title, from)
    if (this.appName) dialog.append(claim)
    dialog.append(chain)
    if (warnings.childElementCount > 0) dialog.append(warnings)
    if (request.simulation) dialog.append(simulation)
    dialog.append(details, hint, actions)
    this.root.replaceChildren(dialog)
    const guard = new ApprovalGuard(dialog, (state) => {
      approve.disabled = state !== 'ready'
      // Rejecting is always safe; where the browser cannot report visibility it is the way out.
      reject.disabled = state !== 'ready' && state !== 'unsupported'
      hint.textContent = guardHint(state)
    })
    guard.start()
    // Focus goes to the dialog itself, never to a button: an Enter meant for something else
    // must not approve.
    dialog.focus({ preventScroll: true })
    return new Promise<boolean>((resolve) => {
      const done = (approved: boolean) => (event: MouseEvent) => {
        // Only a real user gesture counts (synthetic clicks from scripts are ignored), and only
        // while the guard says the dialog is fully visible, long enough, with the pointer on it.
        if (!event.isTrusted) return
        if (!guard.canAct() && !(!approved && guard.current() === 'unsupported')) return
        guard.stop()
        this.root.replaceChildren()
        resolve(approved)
      }
      approve.addEventListener('click', done(true))
      reject.addEventListener('click', done(false))
    })
  }
}
