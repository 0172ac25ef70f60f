import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/**
 * A Chromium for the end-to-end tests: Playwright's own if installed, else Debian's, else installed
 * from Debian's packages (as root), else Playwright's download. Throws with advice when none can be had.
 */
export function findBrowser(log: (line: string) => void = console.log): string {
  const bundled = safely(() => chromium.executablePath());
  if (bundled && existsSync(bundled)) return bundled;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    log("Installing Chromium from Debian's packages…");
    safely(() => execFileSync("apt-get", ["update"], { stdio: "inherit" }));
    safely(() =>
      execFileSync("apt-get", ["install", "-y", "chromium"], {
        stdio: "inherit",
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      }),
    );
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  log("Trying Playwright's own Chromium download…");
  safely(() => execFileSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" }));
  const downloaded = safely(() => chromium.executablePath());
  if (downloaded && existsSync(downloaded)) return downloaded;
  throw new Error(
    "No Chromium for the end-to-end tests. Install one (Debian: `apt-get install chromium`; elsewhere: `npx playwright install chromium`) and run the tests again.",
  );
}

function safely<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}
