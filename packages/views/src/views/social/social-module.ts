/**
 * The socials module (SPEC §1 "socials"): the Connect view's social buttons and the
 * ConnectingSocial view, in one chunk loaded only when one of them shows.
 */
export { ConnectingSocialView } from './connecting-social-view.js'
export { SocialSection } from './social-section.js'
