/** The modal's width (SPEC §2). */
export const MODAL_WIDTH_PX = 360

/** Duration of the header text animation (SPEC §2). */
export const HEADER_TEXT_ANIMATION_MS = 120

/** Duration of the modal height animation (SPEC §2). */
export const MODAL_HEIGHT_ANIMATION_MS = 150

/** Duration of the transition between views (SPEC §2). */
export const VIEW_TRANSITION_MS = 150

/** The shake flag resets after this long (SPEC §4, §9). */
export const SHAKE_MS = 500

/** When a toast is open, it is closed and the new one shown after this long (SPEC §2, §9). */
export const TOAST_SWAP_MS = 150

/** Delay before an error message such as 'Action not allowed' is shown (SPEC §6, §9). */
export const ERROR_MESSAGE_DELAY_MS = 300

/** After the embedded-wallet frame's ready event, wait this long more (SPEC §4, §9). */
export const FRAME_READY_DELAY_MS = 500

/** Image preloading gives up after this long (SPEC §9). */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000
