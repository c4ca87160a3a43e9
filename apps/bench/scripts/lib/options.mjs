// Command-line options of `pnpm bench`, parsed and checked (a wrong option is an error that
// names it, never a silent default).
import * as z from 'zod'

export const ANCHOR_IDS = ['appkit', 'connectkit', 'rainbowkit']

export const USAGE = `usage: pnpm bench [options]
  --runs N            measured runs per app (default 15; at least 10 for the report)
  --warmup N          discarded warm-up rounds (default 1)
  --anchors a,b       anchor apps measured in the same run (default ${ANCHOR_IDS.join(',')})
  --foyer-only        measure Foyer alone (no anchors, no shared harness)
  --no-announced      skip the second Foyer page with an announced EIP-6963 wallet
  --shared DIR        the shared folder holding bench/anchors (default: ../shared beside the repo)
  --out DIR           where results go (default apps/bench/results)
  --cache DIR         where the anchor apps are installed and built (default <tmp>/foyer-bench-cache)
  --no-idle-wait      do not wait for an idle CPU before each run
  --help`

const count = (min) =>
  z
    .string()
    .regex(/^\d+$/, 'expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(1000))

const optionsSchema = z.strictObject({
  runs: count(1).default(15),
  warmup: count(0).default(1),
  anchors: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(ANCHOR_IDS)).min(1))
    .default(ANCHOR_IDS),
  foyerOnly: z.boolean().default(false),
  announced: z.boolean().default(true),
  shared: z.string().min(1).optional(),
  out: z.string().min(1).optional(),
  cache: z.string().min(1).optional(),
  idleWait: z.boolean().default(true),
  help: z.boolean().default(false),
})

const FLAGS = {
  '--foyer-only': ['foyerOnly', true],
  '--no-announced': ['announced', false],
  '--no-idle-wait': ['idleWait', false],
  '--help': ['help', true],
  '-h': ['help', true],
}
const VALUES = {
  '--runs': 'runs',
  '--warmup': 'warmup',
  '--anchors': 'anchors',
  '--shared': 'shared',
  '--out': 'out',
  '--cache': 'cache',
}

/** Parses `argv` (without node and the script); throws an Error naming each bad option. */
export function parseOptions(argv) {
  const raw = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--') continue
    if (arg in FLAGS) {
      const [key, value] = FLAGS[arg]
      raw[key] = value
    } else if (arg in VALUES) {
      const value = argv[++i]
      if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value`)
      raw[VALUES[arg]] = value
    } else {
      throw new Error(`unknown option ${arg}\n${USAGE}`)
    }
  }
  const parsed = optionsSchema.safeParse(raw)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0])
      const flag = Object.entries(VALUES).find(([, name]) => name === key)?.[0] ?? key
      return `${flag}: ${issue.message}`
    })
    throw new Error(`${problems.join('\n')}\n${USAGE}`)
  }
  return parsed.data
}
