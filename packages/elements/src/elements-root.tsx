import {
  AccountButton,
  ConnectButton,
  type Foyer,
  FoyerProvider,
  NetworkButton,
} from '@foyer/react'
import { useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import type { FoyerButtonElement } from './foyer-button-element.js'

/** The elements on the page, as a store the React tree follows. */
export interface ElementList {
  getSnapshot(): readonly FoyerButtonElement[]
  subscribe(listener: () => void): () => void
}

/** One element's button, with the element's attributes as props. */
function ElementButton({ element }: { element: FoyerButtonElement }) {
  const props = useSyncExternalStore(element.subscribe, element.getProps, element.getProps)
  if (element.kind === 'account') return <AccountButton />
  if (element.kind === 'network') return <NetworkButton />
  return (
    <ConnectButton
      {...(props.label ? { label: props.label } : {})}
      {...(props['loading-label'] ? { loadingLabel: props['loading-label'] } : {})}
      balance={props.balance === 'hide' ? 'hide' : 'show'}
    />
  )
}

/**
 * The one React tree of a page's Foyer elements: the provider (and with it the modal, in
 * `modalContainer`), and each element's button rendered into that element's shadow root.
 */
export function ElementsRoot(props: {
  foyer: Foyer
  elements: ElementList
  modalContainer: Element
}) {
  const elements = useSyncExternalStore(
    props.elements.subscribe,
    props.elements.getSnapshot,
    props.elements.getSnapshot,
  )
  return (
    <FoyerProvider foyer={props.foyer} modalContainer={props.modalContainer}>
      {elements.map((element) =>
        createPortal(<ElementButton element={element} />, element.root, element.elementKey),
      )}
    </FoyerProvider>
  )
}
