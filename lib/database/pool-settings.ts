import { wholeNumberSetting } from "@/lib/env";

/**
 * The database pool of each app process: how many connections at most, how long to wait
 * for one (a stopped database fails a request within seconds instead of hanging it), and how long a
 * statement may run. Configurable (README, "Configuration"), checked when the server starts.
 */
export interface PoolSettings {
  max: number;
  connectionTimeoutMillis: number;
  statementTimeoutMillis: number;
}

export const DEFAULT_POOL_SETTINGS: PoolSettings = {
  max: 10,
  connectionTimeoutMillis: 5000,
  statementTimeoutMillis: 30_000,
};

const range = (min: number, max: number) => ({ min, max, rule: `a whole number from ${min} to ${max}` });

export function poolSettingsFromEnv(env: Record<string, string | undefined> = process.env): PoolSettings {
  const defaults = DEFAULT_POOL_SETTINGS;
  return {
    // The embedded server (PGlite) runs one query at a time: a pool of one avoids queued connections being dropped.
    max: env.DATABASE_EMBEDDED === "1" ? 1 : wholeNumberSetting(env, "DATABASE_POOL_MAX", defaults.max, range(1, 500)),
    connectionTimeoutMillis: wholeNumberSetting(
      env,
      "DATABASE_CONNECT_TIMEOUT_MS",
      defaults.connectionTimeoutMillis,
      range(100, 60_000),
    ),
    statementTimeoutMillis: wholeNumberSetting(
      env,
      "DATABASE_STATEMENT_TIMEOUT_MS",
      defaults.statementTimeoutMillis,
      range(100, 3_600_000),
    ),
  };
}
