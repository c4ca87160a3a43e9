import {
  DEFAULT_PORTS,
  listenOptions,
  type OptionSpec,
  operateOptions,
  wholeNumber,
} from '@foyer/service-kit'

const idList = (value: string | string[]): string[] =>
  (typeof value === 'string' ? value.split(',') : value).map((id) => id.trim()).filter(Boolean)

/**
 * Every option of `foyer-wallet-directory`: flag > environment variable > config file key. The
 * README's options table is generated from this list (see cli.test.ts). It keeps no data.
 */
export const WALLET_DIRECTORY_OPTIONS: readonly OptionSpec[] = [
  ...listenOptions(DEFAULT_PORTS.walletDirectory),
  ...operateOptions(),
  {
    key: 'allowedOrigins',
    flag: 'allowed-origin',
    env: 'ALLOWED_ORIGINS',
    type: 'list',
    description: 'allow this CORS origin',
  },
  {
    key: 'anyOrigin',
    flag: 'any-origin',
    env: 'ANY_ORIGIN',
    type: 'boolean',
    description: 'allow every CORS origin',
  },
  {
    key: 'allowLoopbackOrigins',
    flag: 'no-loopback-origins',
    env: 'NO_LOOPBACK_ORIGINS',
    type: 'boolean',
    negate: true,
    description: 'do not allow localhost origins by default',
  },
  {
    key: 'syntheticWallets',
    flag: 'synthetic-wallets',
    env: 'SYNTHETIC_WALLETS',
    parse: wholeNumber,
    description: 'add this many synthetic wallets (scale tests)',
  },
  {
    key: 'hiddenForHtmlCore',
    flag: 'hidden-for-html-core',
    env: 'HIDDEN_FOR_HTML_CORE',
    parse: idList,
    description: 'comma-separated wallet ids hidden for sv=html-core-*',
  },
  {
    key: 'certifiedWalletIds',
    flag: 'certified',
    env: 'CERTIFIED',
    parse: idList,
    description: 'comma-separated wallet ids with the certified badge',
  },
  {
    key: 'analyticsEnabled',
    flag: 'analytics',
    env: 'ANALYTICS',
    type: 'boolean',
    description: 'answer isAnalyticsEnabled: true',
  },
  {
    key: 'requireProjectId',
    flag: 'require-project-id',
    env: 'REQUIRE_PROJECT_ID',
    type: 'boolean',
    description: 'reject requests without projectId',
  },
  {
    key: 'projectIds',
    flag: 'project-id',
    env: 'PROJECT_IDS',
    type: 'list',
    description: 'accept only this project id',
  },
  {
    key: 'includeTestWallet',
    flag: 'no-test-wallet',
    env: 'NO_TEST_WALLET',
    type: 'boolean',
    negate: true,
    description: 'leave out the Foyer Test Wallet entry',
  },
  {
    key: 'testWalletWebappUrl',
    flag: 'test-wallet-webapp-url',
    env: 'TEST_WALLET_WEBAPP_URL',
    description: 'webapp_link of the Foyer Test Wallet entry',
  },
]
