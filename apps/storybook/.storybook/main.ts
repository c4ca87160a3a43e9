import type { StorybookConfig } from '@storybook/react-vite'
import { defaultClientConditions, mergeConfig } from 'vite'

/** The export condition that points workspace packages at their TypeScript sources. */
const SOURCE_CONDITION = '@foyer/source'

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // Every package's stories, beside its components, and this app's own.
  stories: ['../../../packages/*/src/**/*.stories.tsx', '../src/**/*.stories.tsx'],
  addons: [],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // Resolve @foyer/* from source: no build of the packages is needed first.
      resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
      // Nothing is fetched at run time; keep the output free of size warnings noise.
      build: { chunkSizeWarningLimit: 4096 },
    }),
}

export default config
