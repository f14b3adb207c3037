/** strata's configuration with nothing set: every default, as a store without config.json gets. */
import { type Config, ConfigSchema } from '../../src/core/config/config.js';

/** The defaults alone. */
export function defaultConfig(): Config {
  return ConfigSchema.parse({});
}
