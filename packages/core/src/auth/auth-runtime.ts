/** What client start-up needs of the embedded wallet (AUTH connector), in one place. */
export { checkAuthSession } from './restore-auth.js'
export { syncAuthUser } from './sync-auth-user.js'
export { watchApprovals } from './watch-approvals.js'
export { watchThemeSync } from './watch-theme-sync.js'
