import { FoyerThemeProvider, type ThemeMode, ThemeRoot } from '@foyer/ui'
import { SUPPORTED_LOCALES } from '@foyer/views/base'
import type { Decorator, Preview } from '@storybook/react-vite'
import { useEffect } from 'react'

type Direction = 'ltr' | 'rtl'

/** Wraps every story in Foyer's theme (toolbar: light/dark) and direction (toolbar: ltr/rtl). */
const withFoyerTheme: Decorator = (Story, context) => {
  const themeMode: ThemeMode = context.globals.theme === 'dark' ? 'dark' : 'light'
  const dir: Direction = context.globals.direction === 'rtl' ? 'rtl' : 'ltr'
  useEffect(() => {
    // Portals (the modal) render in document.body: give the page the same direction.
    document.documentElement.dir = dir
    document.body.style.margin = '0'
  }, [dir])
  return (
    <FoyerThemeProvider themeMode={themeMode} dir={dir}>
      <ThemeRoot
        style={{
          minHeight: '100vh',
          padding: 24,
          background: 'var(--foyer-color-bg)',
        }}
      >
        <Story />
      </ThemeRoot>
    </FoyerThemeProvider>
  )
}

const preview: Preview = {
  decorators: [withFoyerTheme],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
  globalTypes: {
    theme: {
      description: 'Foyer theme mode',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description:
        'Language of the modal; en-XA is the pseudo-locale (accented, 35 % longer) that shows untranslated texts and overflow',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'en-XA', title: 'Pseudo-locale (en-XA)' },
          ...SUPPORTED_LOCALES.filter((locale) => locale !== 'en').map((locale) => ({
            value: locale,
            title: locale,
          })),
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', direction: 'ltr', locale: 'en' },
}

export default preview
