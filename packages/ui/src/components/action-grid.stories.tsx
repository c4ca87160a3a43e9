import type { Meta, StoryObj } from '@storybook/react-vite'
import { BuyIcon, ReceiveIcon, SendIcon, SwapIcon } from '../icons/action-icons.js'
import { actionGridCss } from '../styles/action-grid-css.js'
import { ActionGrid, ActionGridItem } from './action-grid.js'

const ACTIONS = {
  buy: <ActionGridItem key="buy" icon={<BuyIcon />} label="Buy" />,
  send: <ActionGridItem key="send" icon={<SendIcon />} label="Send" />,
  receive: <ActionGridItem key="receive" icon={<ReceiveIcon />} label="Receive" />,
  swap: <ActionGridItem key="swap" icon={<SwapIcon />} label="Swap" />,
}

/** The grid at the modal's width, its styles added as the view that uses it adds them. */
function Grid({ actions }: { actions: (keyof typeof ACTIONS)[] }) {
  return (
    <div style={{ maxWidth: 360 }}>
      <style>{actionGridCss}</style>
      <ActionGrid label="Account actions">{actions.map((action) => ACTIONS[action])}</ActionGrid>
    </div>
  )
}

const meta = {
  title: 'UI/ActionGrid',
  component: Grid,
  args: { actions: ['buy', 'send', 'receive', 'swap'] },
} satisfies Meta<typeof Grid>

export default meta
type Story = StoryObj<typeof meta>

export const FourActions: Story = {}
/** Swap and Buy turned off: the two left share the width, no gap. */
export const TwoActions: Story = { args: { actions: ['send', 'receive'] } }
export const Dark: Story = { globals: { theme: 'dark' } }
export const RightToLeft: Story = { globals: { direction: 'rtl' } }
