/**
 * The environment for tests that run git and the CLI together: a temp HOME and cache,
 * a fixed git identity (the test machine may have none), nothing from the real user.
 */

/** An environment for spawned git and CLI runs with `home` as HOME. */
export function gitTestEnv(home: string, cache: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v === undefined || /^(STRATA_|CLAUDE_|GIT_|VISUAL$|EDITOR$|XDG_)/.test(k)) continue;
    env[k] = v;
  }
  return {
    ...env,
    HOME: home,
    STRATA_CACHE_DIR: cache,
    XDG_CACHE_HOME: `${cache}-xdg`,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'Test',
    GIT_AUTHOR_EMAIL: 'test@example.com',
    GIT_COMMITTER_NAME: 'Test',
    GIT_COMMITTER_EMAIL: 'test@example.com',
  };
}
