/**
 * A configuration the service cannot start with. Its message names what to change: the flag and
 * the environment variable (and the config file key), never an internal field name or a secret.
 */
export class ConfigError extends TypeError {
  constructor(message: string) {
    super(message)
    this.name = 'ConfigError'
  }
}
