import {
  closeModal,
  disconnect,
  type FoyerClient,
  type OpenModalParams,
  openModal,
} from '@foyer/core'
import { createFoyer, type Foyer, type FoyerOptions } from '@foyer/react'
import { createRoot } from 'react-dom/client'
import { ElementsRoot } from './elements-root.js'
import {
  defineFoyerElements,
  type FoyerButtonElement,
  setElementHost,
} from './foyer-button-element.js'
import {
  type FoyerElementEventMap,
  type FoyerElementState,
  readElementState,
  watchElementState,
} from './state-events.js'

/** Attribute of the element that holds the modal's shadow root (in `document.body`). */
export const MODAL_HOST_ATTRIBUTE = 'data-foyer-elements'

/** What {@link createFoyerElements} returns: the page's Foyer, for plain JavaScript. */
export interface FoyerElements extends EventTarget {
  /** The instance `@foyer/react`'s `createFoyer` made (its `client` holds the state). */
  readonly foyer: Foyer
  readonly client: FoyerClient
  /** The active account and network, as the elements' attributes show them. */
  readonly state: FoyerElementState
  /** Opens the modal: on `view` when given, else Account when connected, else Connect. */
  open(options?: OpenModalParams): Promise<void>
  /** Closes the modal unless a required sign-in blocks it; returns whether it closed. */
  close(): boolean
  /** Disconnects every connected namespace. */
  disconnect(): Promise<void>
  /** Removes the modal and the elements' buttons, and stops following the state. */
  destroy(): void
  addEventListener<Name extends keyof FoyerElementEventMap>(
    type: Name,
    listener: (event: CustomEvent<FoyerElementEventMap[Name]>) => void,
    options?: boolean | AddEventListenerOptions,
  ): void
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ): void
}

/**
 * Foyer for any framework or none: defines `<foyer-connect-button>`, `<foyer-account-button>`
 * and `<foyer-network-button>`, renders the modal in a shadow root of its own (the page's CSS
 * cannot break it, Foyer's cannot leak), and reflects the state as the elements' attributes and
 * `foyer-connect`, `foyer-disconnect`, `foyer-account-change` and `foyer-network-change` events
 * (dispatched on each element and on the returned object). Takes `createFoyer`'s options
 * (`@foyer/react`): networks, adapters, services, themes, locale, every feature.
 *
 * @example
 * const foyer = createFoyerElements({ networks: [mainnet], adapters: [createEvmAdapter()] })
 * foyer.addEventListener('foyer-connect', (event) => console.log(event.detail.address))
 */
export function createFoyerElements(options: FoyerOptions): FoyerElements {
  const foyer = createFoyer(options)
  const { client } = foyer
  const events = new EventTarget()
  let elements: readonly FoyerButtonElement[] = []
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of listeners) listener()
  }

  const modalHost = document.createElement('div')
  modalHost.setAttribute(MODAL_HOST_ATTRIBUTE, '')
  const shadow = modalHost.attachShadow({ mode: 'open' })
  const reactContainer = document.createElement('div')
  const modalContainer = document.createElement('div')
  shadow.append(reactContainer, modalContainer)
  document.body.append(modalHost)

  let state = readElementState(client)
  const stopWatching = watchElementState(client, (next, names) => {
    state = next
    for (const element of elements) element.reflect(next)
    for (const name of names) {
      for (const element of elements) {
        element.dispatchEvent(
          new CustomEvent(name, { detail: next, bubbles: true, composed: true }),
        )
      }
      events.dispatchEvent(new CustomEvent(name, { detail: next }))
    }
  })

  setElementHost({
    attach(element) {
      if (elements.includes(element)) return
      element.reflect(state)
      elements = [...elements, element]
      changed()
    },
    detach(element) {
      elements = elements.filter((other) => other !== element)
      changed()
    },
    state: () => state,
  })
  defineFoyerElements()

  const root = createRoot(reactContainer)
  root.render(
    <ElementsRoot
      foyer={foyer}
      modalContainer={modalContainer}
      elements={{
        getSnapshot: () => elements,
        subscribe(listener) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      }}
    />,
  )

  return Object.assign(events, {
    foyer,
    client,
    get state() {
      return state
    },
    open: (params?: OpenModalParams) => openModal(client, params),
    close: () => closeModal(client),
    disconnect: () => disconnect(client),
    destroy() {
      stopWatching()
      setElementHost(undefined)
      root.unmount()
      modalHost.remove()
      elements = []
    },
  }) as FoyerElements
}
