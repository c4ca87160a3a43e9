export {
  createFoyerElements,
  type FoyerElements,
  MODAL_HOST_ATTRIBUTE,
} from './create-foyer-elements.js'
export {
  defineFoyerElements,
  FOYER_ELEMENT_TAGS,
  FoyerAccountButtonElement,
  type FoyerButtonKind,
  FoyerConnectButtonElement,
  FoyerNetworkButtonElement,
} from './foyer-button-element.js'
export type {
  FoyerElementEventMap,
  FoyerElementEventName,
  FoyerElementState,
} from './state-events.js'
