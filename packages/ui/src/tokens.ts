/**
 * Layout and motion constants of the modal (SPEC §2). `@foyer/common` does not export them
 * yet; when it does, these re-export its values instead of defining their own.
 */

/** Width of the modal in CSS pixels (SPEC §2: "Modal width is 360px"). */
export const MODAL_WIDTH_PX = 360

/** Duration of the header title's change animation in milliseconds (SPEC §2). */
export const HEADER_TEXT_DURATION_MS = 120

/** Duration of the modal's height animation in milliseconds (SPEC §2). */
export const MODAL_HEIGHT_DURATION_MS = 150

/** Duration of the transition between two views in milliseconds (SPEC §2). */
export const VIEW_TRANSITION_DURATION_MS = 150

/** Delay between closing an open toast and showing the next one, in milliseconds (SPEC §2, §9). */
export const TOAST_SWAP_DURATION_MS = 150
