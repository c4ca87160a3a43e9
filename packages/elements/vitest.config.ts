import { defineFoyerProject } from '../../vitest.shared.js'

export default defineFoyerProject(import.meta.url, {
  environment: 'happy-dom',
  // Generous: the suite shares two cores with other engineers' runs.
  testTimeout: 30_000,
})
