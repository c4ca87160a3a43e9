import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.js'

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { defaultValue: 'tokens', activationMode: 'automatic' },
  argTypes: { activationMode: { control: 'inline-radio', options: ['automatic', 'manual'] } },
  render: (args) => (
    <div style={{ maxWidth: 328 }}>
      <Tabs {...args}>
        <TabsList aria-label="Account">
          <TabsTrigger value="tokens">Tokens</TabsTrigger>
          <TabsTrigger value="nfts">NFTs</TabsTrigger>
          <TabsTrigger value="activity">Activity</TabsTrigger>
        </TabsList>
        <TabsContent value="tokens">No tokens yet.</TabsContent>
        <TabsContent value="nfts">No NFTs yet.</TabsContent>
        <TabsContent value="activity">No activity yet.</TabsContent>
      </Tabs>
    </div>
  ),
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

/** Arrow keys move and select, Home and End jump; only the selected tab is in the Tab order. */
export const Default: Story = {}
export const ManualActivation: Story = { args: { activationMode: 'manual' } }
export const SecondSelected: Story = { args: { defaultValue: 'activity' } }
export const Dark: Story = { globals: { theme: 'dark' } }

/** In right-to-left, the first tab is on the right and the arrow keys follow the reading order. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: (args) => (
    <div style={{ maxWidth: 328 }}>
      <Tabs {...args}>
        <TabsList aria-label="الحساب">
          <TabsTrigger value="tokens">الرموز</TabsTrigger>
          <TabsTrigger value="nfts">الرموز غير القابلة للاستبدال</TabsTrigger>
          <TabsTrigger value="activity">النشاط</TabsTrigger>
        </TabsList>
        <TabsContent value="tokens">لا توجد رموز بعد.</TabsContent>
        <TabsContent value="nfts">لا يوجد شيء بعد.</TabsContent>
        <TabsContent value="activity">لا يوجد نشاط بعد.</TabsContent>
      </Tabs>
    </div>
  ),
}

/** Controlled by its owner, with a disabled tab. */
export const ControlledWithDisabledTab: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('tokens')
    return (
      <div style={{ maxWidth: 328 }}>
        <Tabs {...args} value={value} onValueChange={setValue}>
          <TabsList aria-label="Account">
            <TabsTrigger value="tokens">Tokens</TabsTrigger>
            <TabsTrigger value="nfts" disabled>
              NFTs
            </TabsTrigger>
            <TabsTrigger value="activity">Activity</TabsTrigger>
          </TabsList>
          <TabsContent value="tokens">Selected: {value}</TabsContent>
          <TabsContent value="activity">Selected: {value}</TabsContent>
        </Tabs>
      </div>
    )
  },
}
