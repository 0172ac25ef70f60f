import { rmSync } from "node:fs";
import path from "node:path";
import { BUILD_DIR } from "@/lib/site/build-dir";

/**
 * Next keeps cached reads (unstable_cache) on disk across restarts and builds. They describe the
 * database they were read from, so a new database must not inherit them.
 */
export function clearNextDataCache(projectDir = process.cwd()): void {
  rmSync(path.join(projectDir, BUILD_DIR, "cache", "fetch-cache"), { recursive: true, force: true });
}
