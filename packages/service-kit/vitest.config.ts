import { defineFoyerProject } from '../../vitest.shared.js'

export default defineFoyerProject(import.meta.url)
