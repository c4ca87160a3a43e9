import { openStorage } from './open-storage.js'
import { describeStorageSuite } from './storage-suite.js'

describeStorageSuite('PGlite (in memory)', () => openStorage({ engine: 'pglite' }))
