import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AmountInput } from './amount-input.js'

const pill = <button type="button">ETH</button>

describe('AmountInput', () => {
  it('is a labelled numeral described by its money value, with the token and Max beside it', () => {
    const onChange = vi.fn()
    const onMax = vi.fn()
    render(
      <AmountInput
        label="Amount"
        value="0.25"
        onChange={onChange}
        token={pill}
        moneyValue="≈ $500.00"
        max={{ text: 'Max', label: 'Use the largest amount', onMax }}
      />,
    )
    const numeral = screen.getByRole('textbox', { name: 'Amount' })
    expect(numeral.getAttribute('inputmode')).toBe('decimal')
    expect(numeral.getAttribute('aria-describedby')).toBeTruthy()
    const described = document.getElementById(numeral.getAttribute('aria-describedby') ?? '')
    expect(described?.textContent).toBe('≈ $500.00')
    fireEvent.change(numeral, { target: { value: '1.5' } })
    expect(onChange).toHaveBeenCalledWith('1.5')
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect(onMax).toHaveBeenCalledOnce()
    expect(screen.getByRole('button', { name: 'ETH' })).toBeTruthy()
  })

  it('keeps the money line while the value is unknown; Max waits for the largest amount', () => {
    render(
      <AmountInput
        label="Amount"
        value=""
        onChange={() => {}}
        token={pill}
        moneyTestId="money"
        max={{ text: 'Max', label: 'Use the largest amount', onMax: undefined }}
      />,
    )
    expect(screen.getByTestId('money').textContent).toBe('\u00a0')
    expect((screen.getByRole('button', { name: 'Max' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('marks a wrong amount and says why under the box', () => {
    render(
      <AmountInput
        label="Amount"
        value="12.5"
        onChange={() => {}}
        token={pill}
        error="Not enough ETH"
        errorTestId="error"
      />,
    )
    const numeral = screen.getByRole('textbox', { name: 'Amount' })
    expect(numeral.getAttribute('aria-invalid')).toBe('true')
    expect(numeral.getAttribute('aria-describedby')).toBe(screen.getByTestId('error').id)
    expect(screen.queryByRole('button', { name: 'Max' })).toBeNull()
  })
})
