import { useFoyerTheme } from '@foyer/react'
import { Panel } from './panel.js'

/** Accent colours to try; each keeps white text readable (contrast 4.5:1 or more). */
export const DEMO_ACCENTS = [
  { name: 'Blue', value: '#3a5ccc' },
  { name: 'Green', value: '#1c7a4f' },
  { name: 'Orange', value: '#b4440e' },
  { name: 'Purple', value: '#6d3ad1' },
] as const

/** Switches the modal's theme (light or dark) and accent colour through `useFoyerTheme`. */
export function ThemePanel() {
  const { themeMode, setThemeMode, themeVariables, setThemeVariables } = useFoyerTheme()
  const accent = String(themeVariables['--foyer-accent'] ?? DEMO_ACCENTS[0].value)
  return (
    <Panel title="Theme" testId="demo-theme-panel">
      <fieldset className="demo-choices">
        <legend>Mode</legend>
        {(['light', 'dark'] as const).map((mode) => (
          <label key={mode}>
            <input
              type="radio"
              name="demo-theme-mode"
              value={mode}
              data-testid={`demo-theme-${mode}`}
              checked={themeMode === mode}
              onChange={() => setThemeMode(mode)}
            />
            {mode === 'light' ? 'Light' : 'Dark'}
          </label>
        ))}
      </fieldset>
      <fieldset className="demo-choices">
        <legend>Accent</legend>
        {DEMO_ACCENTS.map((choice) => (
          <label key={choice.value}>
            <input
              type="radio"
              name="demo-theme-accent"
              value={choice.value}
              data-testid={`demo-accent-${choice.name.toLowerCase()}`}
              checked={accent.toLowerCase() === choice.value}
              onChange={() => setThemeVariables({ '--foyer-accent': choice.value })}
            />
            <span className="demo-swatch" style={{ background: choice.value }} aria-hidden />
            {choice.name}
          </label>
        ))}
      </fieldset>
    </Panel>
  )
}
