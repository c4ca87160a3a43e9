import { en } from '@foyer/common'
import type { FrameHandlers } from '@foyer/frame-bridge'
import { setFrameLocale } from '../i18n/frame-locale.js'
import type { ApprovalDialog } from '../ui/approval-dialog.js'
import { applyFrameTheme } from '../ui/frame-theme.js'
import { frameMessages } from '../ui/messages.js'

/** What the host's sync requests change in the frame. */
export type HostSyncDeps = {
  /** The project the frame serves: app data for another project is refused. */
  projectId: string
  /** The approval dialog, which names the app beside the verified host origin. */
  dialog: ApprovalDialog
  /** The frame document's root element (theme, `lang` and `dir`). */
  root: HTMLElement
}

/**
 * The handlers of the host's sync requests (SPEC §7): the modal's theme, its locale and the
 * app's own description. Each is applied within limits: the theme only where it keeps the
 * approval readable, the locale only as one of the 23 codes (the bridge drops any other),
 * and the app's name only as a claim shown beside the origin the bridge verified.
 */
export function hostSyncHandlers(deps: HostSyncDeps): FrameHandlers {
  return {
    SYNC_DAPP_DATA: ({ projectId, metadata }) => {
      if (projectId !== deps.projectId) throw new Error(en.alerts.INVALID_PROJECT_ID.shortMessage)
      deps.dialog.setAppName(metadata?.name)
      return {}
    },
    SYNC_THEME: (theme) => {
      const refused = applyFrameTheme(deps.root, theme)
      if (refused.length > 0) {
        // The first few names only: a hostile host may send thousands.
        const names = refused.slice(0, 10).join(', ')
        console.warn(`[foyer frame] theme variables not applied: ${names}`)
      }
      return {}
    },
    SYNC_LOCALE: async ({ locale }) => {
      await setFrameLocale(locale, deps.root)
      // The frame's name line, written at boot in English.
      const status = deps.root.ownerDocument.getElementById('status')
      if (status) status.textContent = frameMessages.IDLE
      return {}
    },
  }
}
