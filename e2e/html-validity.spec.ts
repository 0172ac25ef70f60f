import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { adminPath } from "@/lib/admin/paths";
import { prefixedPath, type ShippedLocale as Locale } from "@/lib/i18n/routing";
import { paths, STATIC_PAGES } from "@/lib/site/paths";
import { seededTopic } from "./helpers";

/**
 * Every main page is valid HTML, as the W3C's Nu checker (the vnu-jar package's jar, run by the
 * machine's Java) reads the HTML the server sends: the pages of every language the e2e data serves,
 * a 404 and the admin's sign-in page.
 */

/** The active languages of the e2e data; only Turkish and English have categories and topics there. */
const LANGUAGES: Locale[] = ["tr", "en", "de", "ru"];
const WITH_CONTENT: Locale[] = ["tr", "en"];

/** The pages to check, by a file name of their own. */
function pagesToCheck(): Record<string, string> {
  const pages: Record<string, string> = {};
  for (const lang of LANGUAGES) {
    const add = (name: string, pagePath: string) => (pages[`${lang}-${name}.html`] = prefixedPath(lang, pagePath));
    add("home", paths.home);
    for (const page of STATIC_PAGES) add(page.slice(1), page);
    add("service", paths.servicePage("patent"));
    add("not-found", paths.topic("no-such-category", "no-such-topic"));
    if (WITH_CONTENT.includes(lang)) {
      const { categoryPath, topicPath } = seededTopic(lang);
      pages[`${lang}-category.html`] = categoryPath;
      pages[`${lang}-topic.html`] = topicPath;
    }
  }
  pages["admin-login.html"] = adminPath("tr");
  pages["admin-login-en.html"] = adminPath("en");
  return pages;
}

/**
 * What this checker reports against the current HTML standard, which later checkers accept: `name`
 * on <details> (an exclusive accordion, the category menu's). It is vnu-jar 25.11.25, the last
 * release that downloads nothing: later ones fetch a Java runtime at install where none is found.
 */
const OUTDATED_RULES = [/^Attribute “name” not allowed on element “details” at this point\.$/];

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test("the main pages of every language, a 404 and the admin's sign-in are valid HTML (W3C Nu checker)", async ({
  request,
}) => {
  // One Java start for all the pages: the checker takes seconds to start.
  test.setTimeout(180_000);
  const folder = await mkdtemp(path.join(os.tmpdir(), "html-validity-"));
  try {
    const files: string[] = [];
    for (const [name, pagePath] of Object.entries(pagesToCheck())) {
      const response = await request.get(pagePath);
      expect(response.status(), pagePath).toBe(name.includes("not-found") ? 404 : 200);
      expect(response.headers()["content-type"], pagePath).toMatch(/^text\/html/);
      const file = path.join(folder, name);
      await writeFile(file, await response.body());
      files.push(file);
    }
    const messages = await nuErrors(files);
    const report = messages.map(
      (message) =>
        `${path.basename(message.url ?? "?")}:${message.lastLine ?? "?"}: ${message.message}\n    ${message.extract ?? ""}`,
    );
    expect(report, report.join("\n")).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

/** The checker's errors for the files (its warnings left out); its JSON report, whatever its exit code. */
async function nuErrors(files: string[]): Promise<NuMessage[]> {
  // The package's main module is the jar's path: the jar ships in the package, nothing is downloaded.
  const require = createRequire(import.meta.url);
  const jar = require("vnu-jar") as string;
  const args = ["-jar", jar, "--errors-only", "--format", "json", "--stdout", ...files];
  const { stdout } = await promisify(execFile)("java", args, { maxBuffer: 64 * 1024 * 1024 }).catch(
    // It exits with 1 when it finds an error, and its report is still on stdout.
    (error: { stdout?: string; stderr?: string; message: string }) => {
      if (!error.stdout) throw new Error(`the Nu checker did not run: ${error.stderr || error.message}`);
      return { stdout: error.stdout };
    },
  );
  const { messages } = JSON.parse(stdout) as { messages: NuMessage[] };
  return messages.filter(
    (message) => message.type !== "info" && !OUTDATED_RULES.some((rule) => rule.test(message.message)),
  );
}
