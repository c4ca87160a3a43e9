/** The frame's DPoP key as the tests use it (see {@link DpopClientKey}). */
export {
  DpopClientKey as TestProofKey,
  type ProofOverrides,
} from '../auth/dpop-client-key.js'
