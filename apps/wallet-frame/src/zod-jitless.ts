// Imported first by every page of the frame: zod must not probe `new Function` (for its JIT)
// under the frame's policy (`script-src 'self'`, no eval): the refused probe is caught by zod,
// but the browser still reports it as a Content-Security-Policy violation.
import * as z from 'zod/mini'

z.config({ jitless: true })
