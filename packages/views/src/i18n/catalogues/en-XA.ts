import { simulationMessages } from '@foyer/common/decode'
import { enViews, type ViewMessages } from '../../messages/en.js'
import { pseudoCatalogue } from '../pseudo-localize.js'

/** The pseudo-locale catalogue, built from English when this chunk loads. */
const enXA: ViewMessages = pseudoCatalogue<ViewMessages>({
  ...enViews,
  decode: simulationMessages,
})
export default enXA
