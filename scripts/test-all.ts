import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { describeE2eFailures, E2E_REPORT_FILE } from "./e2e-failures";
import { findBrowser } from "./find-browser";

/**
 * `npm test`: types and lint, unit and integration tests (Vitest), then a production build and the
 * end-to-end tests (Playwright in Chromium). Stops at the first layer that fails.
 */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

async function main() {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  console.log("\n== Types and lint ==");
  await run("npm", ["run", "typecheck"], env);
  await run("npm", ["run", "lint"], env);
  console.log("\n== Unit and integration tests ==");
  await run("npx", ["vitest", "run"], env);
  const browser = findBrowser();
  console.log(`\n== Production build ==`);
  await run("npx", ["next", "build"], env);
  console.log(`\n== End-to-end tests (${browser}) ==`);
  // An earlier run's report is never told as this one's (a run that fails before its end writes none).
  rmSync(E2E_REPORT_FILE, { force: true });
  await run("npx", ["playwright", "test"], { ...env, CHROMIUM_PATH: browser }).catch((error: unknown) => {
    console.error(describeE2eFailures());
    throw error;
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
