import { type FoyerClient, type OpenModalParams, openModal } from '@foyer/core'
import { act, type RenderResult, render } from '@testing-library/react'
import { FoyerModal, type FoyerModalProps } from '../modal/foyer-modal.js'

/** Renders the modal of `client` and opens it (on `params.view` when given). */
export async function renderOpenModal(
  client: FoyerClient,
  params: OpenModalParams = {},
  props: Partial<FoyerModalProps> = {},
): Promise<RenderResult> {
  const result = render(<FoyerModal client={client} {...props} />)
  await act(async () => {
    await openModal(client, params)
  })
  return result
}

/** The `data-testid`s of the elements matching `selector`, in document order. */
export function testIds(selector = '[data-testid^="wallet-option-"]'): string[] {
  return [...document.querySelectorAll(selector)].map(
    (element) => element.getAttribute('data-testid') ?? '',
  )
}
