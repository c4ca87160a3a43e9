// Not a build of this page (it has none): what scripts/size-check.mjs measures as its
// JavaScript, which is @foyer/elements' browser bundle (React included).
import { elementsBundleConfig } from '../../packages/elements/bundle.config.mjs'

export default elementsBundleConfig('dist')
