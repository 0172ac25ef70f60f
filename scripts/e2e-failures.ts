import { readFileSync } from "node:fs";
import type { JSONReport, JSONReportSuite } from "@playwright/test/reporter";

/**
 * The end-to-end run's failures, told again at the end of `npm test`: the line reporter prints a
 * failure's error where it happened, hundreds of lines before the summary, and a CI log that is
 * read from its end would otherwise name the test without saying why it failed.
 */
export const E2E_REPORT_FILE = "playwright-report/results.json";

/** Lines of each error kept: the message, the expectation and the first frames, not a whole call log. */
const ERROR_LINES = 30;

export interface E2eFailure {
  test: string;
  errors: string[];
}

/** Every test whose outcome was not the expected one (a failure, a timeout, or a pass only on a retry). */
export function failuresOf(report: JSONReport): E2eFailure[] {
  return report.suites.flatMap(suiteFailures);
}

function suiteFailures(suite: JSONReportSuite): E2eFailure[] {
  const own = suite.specs.flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === "unexpected" || test.status === "flaky")
      .map((test) => ({
        test: `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`,
        errors: test.results.flatMap((result) => result.errors.map((error) => shortened(error.message ?? ""))),
      })),
  );
  return [...own, ...(suite.suites ?? []).flatMap(suiteFailures)];
}

/** ANSI colours out, and at most ERROR_LINES lines. */
function shortened(message: string): string {
  const lines = message.replace(/\u001b\[[0-9;]*m/g, "").split("\n");
  return lines.length > ERROR_LINES ? [...lines.slice(0, ERROR_LINES), "…"].join("\n") : lines.join("\n");
}

/** The failures as the log's last lines; nothing when the report is missing (the run never started). */
export function describeE2eFailures(file = E2E_REPORT_FILE): string {
  let report: JSONReport;
  try {
    report = JSON.parse(readFileSync(file, "utf8")) as JSONReport;
  } catch {
    return "";
  }
  const failures = failuresOf(report);
  const globalErrors = report.errors.map((error) => shortened(error.message ?? ""));
  if (failures.length === 0 && globalErrors.length === 0) return "";
  return [
    `== End-to-end failures (${failures.length}) ==`,
    ...failures.flatMap(({ test, errors }) => [`\n✘ ${test}`, ...errors.map((error) => indented(error))]),
    ...globalErrors.map((error) => `\n✘ outside any test\n${indented(error)}`),
  ].join("\n");
}

const indented = (text: string) =>
  text
    .split("\n")
    .map((line) => `    ${line}`)
    .join("\n");
