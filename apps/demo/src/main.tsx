import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { loadDemoConfig } from './config/demo-config.js'

const loaded = await loadDemoConfig()
const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <pre>{JSON.stringify(loaded, null, 2)}</pre>
    </StrictMode>,
  )
}
