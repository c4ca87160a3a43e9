// Reads the repository's own markdown (READMEs, docs/) for the site: one section by its
// heading, and links rewritten from repository paths to site pages.
import fs from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '../../..')

/** The site page (without extension) a repository file is shown at, or undefined. */
export function pageFor(repoPath) {
  const clean = repoPath.replace(/\/$/, '')
  const readme = /^(packages|apps)\/([^/]+)(\/README\.md)?$/.exec(clean)
  if (readme && fs.existsSync(path.join(root, readme[1], readme[2], 'README.md'))) {
    return `/${readme[1]}/${readme[2]}`
  }
  if (clean === 'docs/benchmarks.md') return '/benchmarks'
  if (clean === 'CONTRIBUTING.md') return '/contributing'
  if (clean === 'README.md') return '/repository'
  const openapi = /^docs\/api\/([\w-]+)\.json$/.exec(clean)
  if (openapi) return `/openapi/${openapi[1]}`
  return undefined
}

/**
 * Rewrites the links of markdown that lives at `sourcePath` (repository-relative): links to
 * files the site shows go to their page, other repository files become their path in code
 * (the site does not serve source files), outside links stay.
 */
export function rewriteLinks(markdown, sourcePath) {
  return markdown.replace(/(!?)\[([^\]]*)\]\(([^)\s]+)\)/g, (whole, bang, text, target) => {
    if (bang || /^(https?:|mailto:|#)/.test(target)) return whole
    const [file, anchor] = target.split('#')
    const repoPath = path.posix.normalize(path.posix.join(path.posix.dirname(sourcePath), file))
    const page = pageFor(repoPath)
    if (page) return `[${text}](${page}${anchor ? `#${anchor}` : ''})`
    if (repoPath.startsWith('..')) return text
    return `${text} (\`${repoPath}\`)`
  })
}

/**
 * Markdown prose made safe for VitePress, which compiles each page as a Vue template: outside
 * code, `<` and `{{` become entities, so a README's `<id>=<url>` is text, not an element.
 */
export function escapeForVue(markdown) {
  let inFence = false
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence
      if (inFence || /^\s*(```|~~~)/.test(line)) return line
      return line
        .split(/(`+[^`]*`+)/)
        .map((part, index) =>
          index % 2 === 1 ? part : part.replace(/</g, '&lt;').replace(/\{\{/g, '&#123;&#123;'),
        )
        .join('')
    })
    .join('\n')
}

/** The markdown of a repository file, its links rewritten and its prose escaped for the site. */
export function readForSite(repoPath) {
  const markdown = fs.readFileSync(path.join(root, repoPath), 'utf8')
  return escapeForVue(rewriteLinks(markdown, repoPath))
}

/**
 * One section of a repository markdown file: the heading whose text is `heading` and
 * everything up to the next heading of the same or a higher level. Throws when the heading
 * is missing, so a renamed README section fails the docs build instead of vanishing.
 */
export function readSection(repoPath, heading) {
  const lines = readForSite(repoPath).split('\n')
  let inFence = false
  let start = -1
  let level = 0
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]
    if (/^(```|~~~)/.test(line)) inFence = !inFence
    const match = inFence ? null : /^(#{1,6})\s+(.*)$/.exec(line)
    if (!match) continue
    if (start === -1 && match[2].trim() === heading) {
      start = index
      level = match[1].length
    } else if (start !== -1 && match[1].length <= level) {
      return lines.slice(start, index).join('\n').trim()
    }
  }
  if (start === -1) throw new Error(`${repoPath} has no heading "${heading}"`)
  return lines.slice(start).join('\n').trim()
}
