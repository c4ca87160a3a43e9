import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SendIcon } from '../icons/action-icons.js'
import { ActionGrid, ActionGridItem } from './action-grid.js'
import { KeyValueList, KeyValueRow } from './key-value-list.js'

describe('ActionGrid', () => {
  it('is a named group of buttons, each named by its label alone', () => {
    const onSend = vi.fn()
    render(
      <ActionGrid label="Account actions">
        <ActionGridItem icon={<SendIcon />} label="Send" onClick={onSend} />
      </ActionGrid>,
    )
    const group = screen.getByRole('group', { name: 'Account actions' })
    const send = screen.getByRole('button', { name: 'Send' })
    expect(group.contains(send)).toBe(true)
    expect(send.getAttribute('type')).toBe('button')
    fireEvent.click(send)
    expect(onSend).toHaveBeenCalledOnce()
  })
})

describe('KeyValueRow', () => {
  it('pairs each label with its value in a description list', () => {
    render(
      <KeyValueList data-testid="list">
        <KeyValueRow label="Network fee" valueTestId="fee">
          0.0001337 ETH
        </KeyValueRow>
      </KeyValueList>,
    )
    const list = screen.getByTestId('list')
    expect(list.tagName).toBe('DL')
    expect(list.querySelector('dt')?.textContent).toBe('Network fee')
    expect(screen.getByTestId('fee').tagName).toBe('DD')
    expect(screen.getByTestId('fee').textContent).toBe('0.0001337 ETH')
  })
})
