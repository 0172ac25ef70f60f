import { defineConfig, devices } from "@playwright/test";
import { E2E_BASE_URL as baseURL, E2E_PORT, E2E_SMTP_PORT } from "./e2e/constants";
import { E2E_REPORT_FILE } from "./scripts/e2e-failures";

export default defineConfig({
  testDir: "e2e",
  forbidOnly: Boolean(process.env.CI),
  // A flaky test is a bug to fix, never something to retry: on CI a test that passes only on a retry fails the run.
  retries: 0,
  failOnFlakyTests: Boolean(process.env.CI),
  workers: 2,
  // On CI, also a JSON report: `npm test` tells its failures again at the end of the log (scripts/e2e-failures.ts).
  reporter: process.env.CI ? [["line"], ["json", { outputFile: E2E_REPORT_FILE }]] : "list",
  timeout: 60_000,
  use: {
    baseURL,
    locale: "tr-TR",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    // The public site, read-only: its tests may run side by side.
    {
      name: "site",
      use: { ...devices["Desktop Chrome"] },
      testIgnore:
        /admin-|site-search|screenshots|maintenance-mode|embedded-start|base-path|restart|standalone|scale-out|resilience\/|performance\//,
    },
    // The admin changes the shared data (a crawl or a count running meanwhile would see it): after the site.
    {
      name: "admin",
      use: { ...devices["Desktop Chrome"] },
      // The site search's tests write the content they search for.
      testMatch: /admin-.*\.spec\.ts|site-search\.spec\.ts/,
      testIgnore: /admin-languages|admin-cache-scope|admin-inbox/,
      dependencies: ["site"],
    },
    // Adds, reads and archives messages, which the inbox's unread count beside it (admin-messages) counts: alone, after the admin.
    {
      name: "admin-inbox",
      use: { ...devices["Desktop Chrome"] },
      testMatch: /admin-inbox/,
      dependencies: ["admin"],
    },
    // Counts which pages a write leaves cached: alone, as any other publish in the language (another
    // file's, beside it) rightly expires its menu, and with it every page of the language.
    {
      name: "admin-cache",
      use: { ...devices["Desktop Chrome"] },
      testMatch: /admin-cache-scope/,
      dependencies: ["admin-inbox"],
    },
    // Changes the default language, which every public page's redirect follows: alone, after the admin.
    {
      name: "admin-languages",
      use: { ...devices["Desktop Chrome"] },
      testMatch: /admin-languages/,
      dependencies: ["admin-cache"],
    },
    // Every public page pictured in five languages, one of them added for it (every page's switcher lists it): alone.
    {
      name: "screenshots",
      use: { ...devices["Desktop Chrome"] },
      testMatch: /screenshots/,
      dependencies: ["admin-languages"],
    },
    // Maintenance mode closes every public page: alone, after everything that reads them.
    {
      name: "maintenance",
      use: { ...devices["Desktop Chrome"] },
      testMatch: /maintenance-mode/,
      dependencies: ["screenshots"],
    },
    // Starts a second server on the same build (and Next cache directory): last.
    {
      name: "embedded-start",
      use: { ...devices["Desktop Chrome"] },
      testMatch: /embedded-start/,
      dependencies: ["maintenance"],
    },
    // Restarts a server on a copy of the build with other databases and origins: after the others that serve.
    { name: "restart", use: { ...devices["Desktop Chrome"] }, testMatch: /restart/, dependencies: ["embedded-start"] },
    // Builds the site again under a base path (its own build folder) and serves it on the e2e data: last.
    { name: "base-path", use: { ...devices["Desktop Chrome"] }, testMatch: /base-path/, dependencies: ["restart"] },
    // Builds the Docker image's standalone server (its own build folder) and serves it on loopback.
    { name: "standalone", use: { ...devices["Desktop Chrome"] }, testMatch: /standalone/, dependencies: ["base-path"] },
    // Two more servers sharing Redis, on copies of the build, writing to the e2e data: last.
    { name: "scale-out", use: { ...devices["Desktop Chrome"] }, testMatch: /scale-out/, dependencies: ["standalone"] },
    // Faults and load (`npm run test:resilience` runs them alone): servers of their own, stopped, cut off and loaded.
    {
      name: "resilience",
      use: { ...devices["Desktop Chrome"] },
      testMatch: /resilience\/.*\.spec\.ts/,
      dependencies: ["scale-out"],
      workers: 1,
    },
    // What a page view costs the server, measured on a server of their own: alone, after the load.
    {
      name: "performance",
      use: { ...devices["Desktop Chrome"] },
      testMatch: /performance\/.*\.spec\.ts/,
      dependencies: ["resilience"],
      workers: 1,
    },
  ],
  webServer: {
    command: "node --import tsx scripts/e2e-server.ts",
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    // The scheduler looks every second, so a scheduled time that the test makes due is met at once.
    // Contact mails go to E2E_SMTP_PORT, where e2e/contact-mail.spec.ts starts a server, with retries every half second or so.
    env: {
      PORT: String(E2E_PORT),
      NEXT_TELEMETRY_DISABLED: "1",
      PUBLISHING_SCHEDULER_INTERVAL_MS: "1000",
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_FROM: "Bursa Patent <web@bursapatent.example>",
      MAIL_OUTBOX_INTERVAL_MS: "500",
      MAIL_RETRY_BASE_MS: "500",
      // A redirect's hits reach the admin's list within half a second (e2e/admin-redirects.spec.ts).
      REDIRECT_HITS_FLUSH_MS: "500",
    },
    // scripts/e2e-server.ts runs the server in a process group of its own and forwards SIGTERM to
    // that group: a SIGKILL (Playwright's default) would leave the server running as an orphan.
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
  },
});
