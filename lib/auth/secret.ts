import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The secret the server was started with (scripts/serve.ts sets it): what signs sessions, device cookies and address hashes. */
export function authSecret(): string {
  const secret = process.env.AUTH_SECRET;
  if (!secret)
    throw new Error("AUTH_SECRET is not set: start the app with `npm start` or `npm run dev`, which provide one.");
  return secret;
}

/**
 * The secret that signs sessions. Without AUTH_SECRET, a local (embedded or dev) run generates one
 * and keeps it in the data directory, so sessions survive restarts.
 */
export function loadOrCreateAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
