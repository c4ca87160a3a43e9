import type { FoyerElementState } from './state-events.js'
import { stateAttributes } from './state-events.js'

/** Which of Foyer's buttons an element shows. */
export type FoyerButtonKind = 'connect' | 'account' | 'network'

/** The attributes an element passes to its button (others are state it reflects). */
export const BUTTON_ATTRIBUTES = ['label', 'loading-label', 'balance'] as const

/** What an element tells the page's Foyer instance (see `createFoyerElements`). */
export interface ElementHost {
  attach(element: FoyerButtonElement): void
  detach(element: FoyerButtonElement): void
  state(): FoyerElementState
}

/** `HTMLElement`, or a stand-in on a server, where importing this module must not throw. */
const ElementBase: typeof HTMLElement =
  typeof HTMLElement === 'undefined' ? (class {} as unknown as typeof HTMLElement) : HTMLElement

let elementCount = 0

/** Elements on the page before `createFoyerElements` ran, and the instance once it has. */
const page: { host: ElementHost | undefined; waiting: Set<FoyerButtonElement> } = {
  host: undefined,
  waiting: new Set(),
}

/** @internal Makes `host` the one the page's elements render through; attaches those waiting. */
export function setElementHost(host: ElementHost | undefined): void {
  page.host = host
  if (!host) return
  for (const element of page.waiting) host.attach(element)
  page.waiting.clear()
}

/**
 * A Foyer button as a custom element: the button renders in the element's own shadow root,
 * so the page's CSS cannot change it. Its state is reflected as attributes (`status`,
 * `address`, `caip-address`, `network`, `chain-id`), and the `foyer-*` events are dispatched
 * on it.
 */
export abstract class FoyerButtonElement extends ElementBase {
  static readonly observedAttributes: readonly string[] = BUTTON_ATTRIBUTES
  abstract readonly kind: FoyerButtonKind
  readonly root: ShadowRoot
  /** Tells this element's button apart from the others' in the React tree. */
  readonly elementKey = `foyer-element-${++elementCount}`
  private readonly listeners = new Set<() => void>()
  private props: Readonly<Record<string, string | undefined>> = {}
  private host: ElementHost | undefined

  constructor() {
    super()
    this.root = this.attachShadow({ mode: 'open' })
  }

  connectedCallback(): void {
    this.readProps()
    this.host = page.host
    if (this.host) {
      this.reflect(this.host.state())
      this.host.attach(this)
    } else page.waiting.add(this)
  }

  disconnectedCallback(): void {
    page.waiting.delete(this)
    this.host?.detach(this)
    this.host = undefined
  }

  attributeChangedCallback(): void {
    this.readProps()
    for (const listener of this.listeners) listener()
  }

  /** The button attributes, a new object when one changed (for `useSyncExternalStore`). */
  getProps = (): Readonly<Record<string, string | undefined>> => this.props

  /** Calls `listener` when a button attribute changes. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Sets the state attributes. */
  reflect(state: FoyerElementState): void {
    for (const [name, value] of Object.entries(stateAttributes(state))) {
      if (value === undefined) this.removeAttribute(name)
      else if (this.getAttribute(name) !== value) this.setAttribute(name, value)
    }
  }

  private readProps(): void {
    this.props = Object.fromEntries(
      BUTTON_ATTRIBUTES.map((name) => [name, this.getAttribute(name) ?? undefined]),
    )
  }
}

/** `<foyer-connect-button label? loading-label? balance="show|hide">`: 'Connect Wallet', then the account. */
export class FoyerConnectButtonElement extends FoyerButtonElement {
  readonly kind = 'connect'
}

/** `<foyer-account-button>`: the account; opens Account; nothing while disconnected. */
export class FoyerAccountButtonElement extends FoyerButtonElement {
  readonly kind = 'account'
}

/** `<foyer-network-button>`: the active network; opens Networks. */
export class FoyerNetworkButtonElement extends FoyerButtonElement {
  readonly kind = 'network'
}

/** The elements' tag names. */
export const FOYER_ELEMENT_TAGS = {
  'foyer-connect-button': FoyerConnectButtonElement,
  'foyer-account-button': FoyerAccountButtonElement,
  'foyer-network-button': FoyerNetworkButtonElement,
} as const

/** Defines the three elements (once: a second call, or another copy's definition, is kept). */
export function defineFoyerElements(registry: CustomElementRegistry = customElements): void {
  for (const [tag, element] of Object.entries(FOYER_ELEMENT_TAGS)) {
    if (!registry.get(tag)) registry.define(tag, element)
  }
}
