import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { JSONReport, JSONReportSpec, JSONReportTest } from "@playwright/test/reporter";
import { describe, expect, it } from "vitest";
import { describeE2eFailures, failuresOf } from "@/scripts/e2e-failures";

/** A test of the report as Playwright's JSON reporter writes it, with one result per error list given. */
function reportTest(status: JSONReportTest["status"], ...errorsPerResult: string[][]): JSONReportTest {
  return {
    timeout: 60_000,
    annotations: [],
    expectedStatus: "passed",
    projectName: "admin",
    projectId: "admin",
    status,
    results: errorsPerResult.map((messages, retry) => ({
      workerIndex: 0,
      parallelIndex: 0,
      status: messages.length > 0 ? "failed" : "passed",
      duration: 10,
      error: messages[0] ? { message: messages[0] } : undefined,
      errors: messages.map((message) => ({ message })),
      stdout: [],
      stderr: [],
      retry,
      startTime: "2026-11-27T17:00:00.000Z",
      attachments: [],
      annotations: [],
    })),
  };
}

function spec(title: string, line: number, test: JSONReportTest): JSONReportSpec {
  return {
    title,
    ok: test.status !== "unexpected",
    tags: [],
    tests: [test],
    id: title,
    file: "live.spec.ts",
    line,
    column: 1,
  };
}

function report(specs: JSONReportSpec[], nested: JSONReportSpec[] = [], errors: string[] = []): JSONReport {
  return {
    config: {} as JSONReport["config"],
    suites: [
      {
        title: "live.spec.ts",
        file: "live.spec.ts",
        line: 0,
        column: 0,
        specs,
        suites: [{ title: "a group", file: "live.spec.ts", line: 3, column: 1, specs: nested }],
      },
    ],
    errors: errors.map((message) => ({ message })),
    stats: { startTime: "2026-11-27T17:00:00.000Z", duration: 1, expected: 1, skipped: 0, unexpected: 1, flaky: 0 },
  };
}

describe("the end-to-end failures told at the end of the run", () => {
  it("names each failed or flaky test with its project, file, line and errors, nested or not; passes and skips are left out", () => {
    const failures = failuresOf(
      report(
        [
          spec("passes", 5, reportTest("expected", [])),
          spec("is skipped", 6, reportTest("skipped")),
          spec("fails", 7, reportTest("unexpected", ["Error: expect(locator).toHaveText(expected) failed"])),
        ],
        [spec("passes on its retry", 9, reportTest("flaky", ["Timeout 5000ms exceeded"], []))],
      ),
    );
    expect(failures).toEqual([
      { test: "[admin] live.spec.ts:7 › fails", errors: ["Error: expect(locator).toHaveText(expected) failed"] },
      { test: "[admin] live.spec.ts:9 › passes on its retry", errors: ["Timeout 5000ms exceeded"] },
    ]);
  });

  it("takes the terminal's colours out and keeps 30 lines of an error", () => {
    const errorOf = (message: string) =>
      failuresOf(report([spec("fails", 1, reportTest("unexpected", [message]))]))[0]!.errors[0]!;
    expect(errorOf("\u001b[31mExpected: 2\u001b[39m")).toBe("Expected: 2");
    const lines = Array.from({ length: 31 }, (_, index) => `line ${index + 1}`);
    expect(errorOf(lines.slice(0, 30).join("\n")).split("\n")).toEqual(lines.slice(0, 30));
    expect(errorOf(lines.join("\n")).split("\n")).toEqual([...lines.slice(0, 30), "…"]);
  });

  it("reads the report file, saying nothing when there is none or nothing failed, and errors outside any test too", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "e2e-report-"));
    const file = path.join(folder, "results.json");
    expect(describeE2eFailures(file)).toBe("");
    writeFileSync(file, JSON.stringify(report([spec("passes", 5, reportTest("expected", []))])));
    expect(describeE2eFailures(file)).toBe("");
    writeFileSync(
      file,
      JSON.stringify(report([spec("fails", 7, reportTest("unexpected", ["Error: one\nat two"]))], [], ["webServer"])),
    );
    expect(describeE2eFailures(file)).toBe(
      [
        "== End-to-end failures (1) ==",
        "\n✘ [admin] live.spec.ts:7 › fails",
        "    Error: one\n    at two",
        "\n✘ outside any test\n    webServer",
      ].join("\n"),
    );
  });
});
