import { frameMessages } from './messages.js'

/** What the user is asked to approve. */
export type ApprovalRequest = {
  /** The heading, e.g. 'Sign this message'. */
  title: string
  /** The host origin asking. */
  origin: string
  /** Lines of detail (message text, recipient, value…), shown as text, never as HTML. */
  details: string[]
}

/**
 * Shows the approve/reject controls in the frame's own DOM and resolves with the user's
 * answer. Only a click inside this origin decides: the host page can neither read nor click
 * these buttons. One request at a time; a second waits for the first.
 */
export class ApprovalDialog {
  private queue: Promise<unknown> = Promise.resolve()

  constructor(private readonly root: HTMLElement) {}

  /** Asks the user; true when approved. */
  ask(request: ApprovalRequest): Promise<boolean> {
    const answer = this.queue.then(() => this.show(request))
    this.queue = answer.catch(() => undefined)
    return answer
  }

  private show(request: ApprovalRequest): Promise<boolean> {
    const doc = this.root.ownerDocument
    const dialog = doc.createElement('section')
    dialog.setAttribute('role', 'dialog')
    dialog.setAttribute('aria-modal', 'true')
    dialog.setAttribute('aria-labelledby', 'foyer-approval-title')
    dialog.className = 'approval'
    const title = doc.createElement('h1')
    title.id = 'foyer-approval-title'
    title.textContent = request.title
    const from = doc.createElement('p')
    from.className = 'origin'
    from.textContent = frameMessages.APPROVE_FROM.replace('{origin}', request.origin)
    const details = doc.createElement('pre')
    details.className = 'details'
    details.textContent = request.details.join('\n')
    const actions = doc.createElement('div')
    actions.className = 'actions'
    const reject = doc.createElement('button')
    reject.type = 'button'
    reject.textContent = frameMessages.REJECT_BUTTON
    reject.dataset.testid = 'frame-reject'
    const approve = doc.createElement('button')
    approve.type = 'button'
    approve.textContent = frameMessages.APPROVE_BUTTON
    approve.dataset.testid = 'frame-approve'
    approve.className = 'primary'
    actions.append(reject, approve)
    dialog.append(title, from, details, actions)
    this.root.replaceChildren(dialog)
    approve.focus()
    return new Promise<boolean>((resolve) => {
      const done = (approved: boolean) => (event: MouseEvent) => {
        // Only a real user gesture counts; synthetic clicks from scripts are ignored.
        if (!event.isTrusted) return
        this.root.replaceChildren()
        resolve(approved)
      }
      approve.addEventListener('click', done(true))
      reject.addEventListener('click', done(false))
    })
  }
}
