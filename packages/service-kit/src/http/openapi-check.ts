/** HTTP methods an OpenAPI path item may describe. */
const OPERATION_KEYS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * What is wrong with `document` as an OpenAPI 3.1 document (empty when nothing): the version,
 * `info`, and for every operation its responses and parameters, each path template parameter
 * declared `in: path`. A structure check, not a full JSON Schema validation.
 */
export function openApiProblems(document: unknown): string[] {
  if (!isObject(document)) return ['the document is not an object']
  const problems: string[] = []
  if (typeof document.openapi !== 'string' || !/^3\.1\.\d+$/.test(document.openapi)) {
    problems.push(`openapi must be 3.1.x, got ${String(document.openapi)}`)
  }
  const info = document.info
  if (!isObject(info) || typeof info.title !== 'string' || typeof info.version !== 'string') {
    problems.push('info must have a title and a version')
  }
  if (!isObject(document.paths)) return [...problems, 'paths must be an object']
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith('/')) problems.push(`${path}: a path must start with /`)
    if (!isObject(item)) {
      problems.push(`${path}: a path item must be an object`)
      continue
    }
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1])
    for (const method of OPERATION_KEYS.filter((key) => key in item)) {
      const operation = item[method]
      const where = `${method.toUpperCase()} ${path}`
      if (!isObject(operation)) {
        problems.push(`${where}: an operation must be an object`)
        continue
      }
      if (!isObject(operation.responses) || Object.keys(operation.responses).length === 0) {
        problems.push(`${where}: responses must name at least one status`)
      }
      const parameters = Array.isArray(operation.parameters) ? operation.parameters : []
      for (const parameter of parameters) {
        if (
          !isObject(parameter) ||
          typeof parameter.name !== 'string' ||
          !['query', 'header', 'path', 'cookie'].includes(String(parameter.in))
        ) {
          problems.push(`${where}: a parameter needs a name and in: query, header, path or cookie`)
        }
      }
      for (const name of templated) {
        const declared = parameters.some(
          (parameter) => isObject(parameter) && parameter.in === 'path' && parameter.name === name,
        )
        if (!declared) problems.push(`${where}: path parameter ${name} is not declared`)
      }
    }
  }
  return problems
}
