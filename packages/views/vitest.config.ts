import { defineFoyerProject } from '../../vitest.shared.js'

export default defineFoyerProject(import.meta.url, {
  environment: 'happy-dom',
  setupFiles: ['./src/test-utils/setup.ts'],
  // Generous: the suite shares two cores with other engineers' runs.
  testTimeout: 30_000,
  // One module graph and one DOM for all files: a fresh one per file cost about four fifths
  // of this project's time. The setup file cleans the DOM and styles after each test; a view
  // whose chunk another file loaded then renders in the same pass as the modal, which is how
  // the StrictMode double pairing was found (see the strict-mode test).
  isolate: false,
})
