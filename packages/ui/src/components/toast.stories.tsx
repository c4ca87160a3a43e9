import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { Button } from './button.js'
import { Toast, type ToastVariant } from './toast.js'

const meta = {
  title: 'UI/Toast',
  component: Toast,
  args: { variant: 'success', message: 'Transaction started', open: true },
  argTypes: { variant: { control: 'inline-radio', options: ['loading', 'success', 'error'] } },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', height: 120, maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Toast>

export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {}
export const Loading: Story = { args: { variant: 'loading', message: 'Authenticating...' } }
export const ErrorToast: Story = {
  name: 'Error',
  args: { variant: 'error', message: 'Failed to fetch transactions' },
}
/** The live region is there, empty: nothing shows. */
export const Empty: Story = { args: { message: undefined } }
export const LongMessage: Story = {
  args: { variant: 'error', message: 'Failed to send transaction. Please try again. '.repeat(3) },
}
export const RightToLeft: Story = {
  args: { message: 'بدأت المعاملة' },
  globals: { direction: 'rtl' },
}
export const Dark: Story = {
  args: { variant: 'error', message: 'Signature declined' },
  globals: { theme: 'dark' },
}

/** One toast replacing another after 150 ms, as SPEC §2 asks of the caller. */
export const Replacing: Story = {
  render: function Render() {
    const [toast, setToast] = useState<{ variant: ToastVariant; message: string }>()
    const [next, setNext] = useState<{ variant: ToastVariant; message: string }>()
    useEffect(() => {
      if (!next) return
      setToast(undefined)
      const timer = setTimeout(() => setToast(next), 150)
      return () => clearTimeout(timer)
    }, [next])
    return (
      <>
        <Toast variant={toast?.variant} message={toast?.message} />
        <div style={{ display: 'flex', gap: 8, paddingTop: 64 }}>
          <Button size="sm" onClick={() => setNext({ variant: 'loading', message: 'Sending...' })}>
            Loading
          </Button>
          <Button size="sm" onClick={() => setNext({ variant: 'success', message: 'Sent' })}>
            Success
          </Button>
          <Button
            size="sm"
            onClick={() => setNext({ variant: 'error', message: 'Something went wrong' })}
          >
            Error
          </Button>
        </div>
      </>
    )
  },
}
