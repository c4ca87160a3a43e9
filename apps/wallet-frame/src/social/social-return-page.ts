import '../zod-jitless.js'
import { loadFrameConfig } from '../config.js'
import { projectAllowsOrigin, runSocialReturn } from './social-return.js'

/** Wires the social return page (`social-return.ts`) to this window. */
void runSocialReturn({
  href: location.href,
  origin: location.origin,
  opener: window.opener as Window | null,
  status: document.getElementById('status') as HTMLElement,
  replace: (url) => location.replace(url),
  close: () => window.close(),
  async projectAllows(projectId, hostOrigin) {
    try {
      const config = await loadFrameConfig()
      return await projectAllowsOrigin(config.authUrl, projectId, hostOrigin)
    } catch {
      return false
    }
  },
})
