/** One way of showing a story: theme, text direction and screen size. */
export interface VisualMode {
  /** Folder of its reference images under visual-references/. */
  name: 'light' | 'dark' | 'rtl' | 'phone'
  /** Storybook globals (this app's toolbar: theme, direction). */
  globals: { theme: 'light' | 'dark'; direction: 'ltr' | 'rtl' }
  viewport: { width: number; height: number }
  /** A touch screen with the mobile meta viewport honoured. */
  isMobile: boolean
}

const DESKTOP = { width: 800, height: 600 }

/** Light is every story; dark, RTL and phone are the subset in `stories.ts`. */
export const VISUAL_MODES: readonly VisualMode[] = [
  {
    name: 'light',
    globals: { theme: 'light', direction: 'ltr' },
    viewport: DESKTOP,
    isMobile: false,
  },
  {
    name: 'dark',
    globals: { theme: 'dark', direction: 'ltr' },
    viewport: DESKTOP,
    isMobile: false,
  },
  {
    name: 'rtl',
    globals: { theme: 'light', direction: 'rtl' },
    viewport: DESKTOP,
    isMobile: false,
  },
  {
    name: 'phone',
    globals: { theme: 'light', direction: 'ltr' },
    viewport: { width: 360, height: 640 },
    isMobile: true,
  },
]
