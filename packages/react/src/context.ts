import { createContext, useContext } from 'react'
import type { Foyer } from './create-foyer.js'

/** @internal The Foyer instance of the nearest `FoyerProvider`. */
export const FoyerContext = createContext<Foyer | null>(null)

/** The Foyer instance of the nearest `<FoyerProvider>`; throws outside one. */
export function useFoyerInstance(): Foyer {
  const foyer = useContext(FoyerContext)
  if (!foyer) throw new Error('Foyer hooks and buttons must be used inside <FoyerProvider>')
  return foyer
}
