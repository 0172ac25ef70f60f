import { rmSync } from "node:fs";
import path from "node:path";

/**
 * Next keeps cached reads (unstable_cache) on disk across restarts and builds. They describe the
 * database they were read from, so a new database must not inherit them.
 */
export function clearNextDataCache(projectDir = process.cwd()): void {
  rmSync(path.join(projectDir, ".next", "cache", "fetch-cache"), { recursive: true, force: true });
}
