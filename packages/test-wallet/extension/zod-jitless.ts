// Imported first by every extension entry: zod must not try `new Function` (for its JIT)
// in pages with a strict Content-Security-Policy or in the extension's own contexts.
import * as z from 'zod/mini'

z.config({ jitless: true })
