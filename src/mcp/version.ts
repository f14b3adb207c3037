/** strata's version, from package.json (bundled into lib/ at build time). */
import packageJson from '../../package.json' with { type: 'json' };

/** The version reported to MCP clients. */
export const STRATA_VERSION: string = packageJson.version;
