/**
 * The database pool of each app process (issue 12): how many connections at most, how long to wait
 * for one (a stopped database fails a request within seconds instead of hanging it), and how long a
 * statement may run. Configurable (README, "Configuration"), checked when the server starts.
 */
export interface PoolSettings {
  max: number;
  connectionTimeoutMillis: number;
  statementTimeoutMillis: number;
}

export const DEFAULT_POOL_SETTINGS: PoolSettings = { max: 10, connectionTimeoutMillis: 5000, statementTimeoutMillis: 30_000 };

const SETTINGS = [
  ["DATABASE_POOL_MAX", "max", 1, 500],
  ["DATABASE_CONNECT_TIMEOUT_MS", "connectionTimeoutMillis", 100, 60_000],
  ["DATABASE_STATEMENT_TIMEOUT_MS", "statementTimeoutMillis", 100, 3_600_000],
] as const;

export function poolSettingsFromEnv(env: Record<string, string | undefined> = process.env): PoolSettings {
  const settings = { ...DEFAULT_POOL_SETTINGS };
  for (const [name, key, min, max] of SETTINGS) {
    const raw = env[name];
    if (raw === undefined || raw === "") continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) throw new Error(`Invalid configuration: ${name} must be a whole number from ${min} to ${max}`);
    settings[key] = value;
  }
  // The embedded server (PGlite) runs one query at a time: a pool of one avoids queued connections being dropped.
  if (env.DATABASE_EMBEDDED === "1") settings.max = 1;
  return settings;
}
