import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { seedCategories } from "@/lib/database/seed-data";
import { prefixedPath } from "@/lib/i18n/routing";
import { paths } from "@/lib/site/paths";
import { isServicePageSlug } from "@/lib/site/services";
import { freshDatabase, startBenchServer, type BenchServer } from "./bench-site";

/**
 * `npm run lighthouse`: Lighthouse's mobile preset, in Debian's Chromium (CHROMIUM_PATH,
 * else /usr/bin/chromium), on the home, a category, a topic, the article with the seed's picture and
 * the team page (with its portraits) and the contact page in Turkish, English and German, served by the production server on a
 * fresh seeded database and cached first. Prints the four scores, LCP, TBT, CLS and the JavaScript
 * each page transfers, and the pages that miss a target (TARGETS); writes bench/results/lighthouse.json.
 * `--no-build` reuses the current build; each page is audited three times (`--runs N`), and its
 * median run reported.
 */
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const { values: options } = parseArgs({ options: { "no-build": { type: "boolean" }, runs: { type: "string" } } });

/** Runs per page (`--runs N`, else 3), the report being the median one's. */
const RUNS = runsOf(options.runs);

function runsOf(value: string | undefined): number {
  if (value === undefined) return 3;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a number of runs (1 or more), not "${value}"`);
  return runs;
}

function pagesOf(locale: "tr" | "en" | "de"): Record<string, string> {
  // A category with a page of its own (a service's is shown on the service's page), the same in both languages.
  const index = seedCategories.tr.findIndex((candidate) => !isServicePageSlug(candidate.slug));
  const category = seedCategories[locale][index]!;
  // The article the seed gives a picture (a library figure, lib/media/article.ts).
  const pictured = seedCategories[locale]
    .flatMap((owner) => owner.topics.map((topic) => ({ owner, topic })))
    .find(({ topic }) => topic.body.includes("<figure"))!;
  return {
    [`home ${locale}`]: prefixedPath(locale, paths.home),
    [`category ${locale}`]: prefixedPath(locale, paths.category(category.slug)),
    [`topic ${locale}`]: prefixedPath(locale, paths.topic(category.slug, category.topics[0]!.slug)),
    [`topic with a picture ${locale}`]: prefixedPath(locale, paths.topic(pictured.owner.slug, pictured.topic.slug)),
    [`team ${locale}`]: prefixedPath(locale, paths.team),
    [`contact ${locale}`]: prefixedPath(locale, paths.contact),
  };
}

interface PageReport {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  /** What the largest paint was (a selector Lighthouse gives), to know what to make faster. */
  lcpElement: string;
  tbtMs: number;
  cls: number;
  /** Transfer size, headers included. */
  javascriptBytes: number;
  /** The performance score of each run, the median's among them. */
  performanceRuns: number[];
}

/**
 * The targets every page is held to: performance at least 97; accessibility, best practices and SEO
 * 100; no layout shift; at most 132 KB of JavaScript. Performance depends on the machine's load
 * (Lighthouse simulates a slow phone from what it measures here), so a miss is reported, not failed.
 */
const TARGETS = { performance: 97, otherScores: 100, javascriptKB: 132 };

function missedTargets(report: PageReport): string[] {
  const missed = CATEGORIES.filter(
    (category) => report.scores[category] < (category === "performance" ? TARGETS.performance : TARGETS.otherScores),
  ).map((category) => `${category} ${report.scores[category]}`);
  if (report.cls > 0) missed.push(`CLS ${report.cls}`);
  if (report.javascriptBytes > TARGETS.javascriptKB * 1024)
    missed.push(`JavaScript ${(report.javascriptBytes / 1024).toFixed(1)} KB`);
  return missed;
}

/** The pages that miss a target, with what each misses. */
function missesByPage(reports: Record<string, PageReport>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(reports)
      .map(([name, report]) => [name, missedTargets(report)] as const)
      .filter(([, misses]) => misses.length > 0),
  );
}

function targetSummary(pageCount: number, missed: Record<string, string[]>): string {
  const targets =
    `performance ≥ ${TARGETS.performance}; accessibility, best practices, SEO ${TARGETS.otherScores}; CLS 0; ` +
    `JavaScript ≤ ${TARGETS.javascriptKB} KB`;
  const misses = Object.entries(missed).map(([name, what]) => `\n  ${name}: ${what.join(", ")}`);
  return `Targets (${targets}): met on ${pageCount - misses.length} of ${pageCount} pages${misses.join("")}`;
}

/** The selector of the LCP element in Lighthouse's table of it (its first item's node). */
function largestPaintOf(details: unknown): string {
  const found = JSON.stringify(details ?? {}).match(/"selector":"([^"]*)"/);
  return found?.[1] ?? "";
}

/** One Lighthouse run of a page, in a Chromium of its own. */
async function auditOnce(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    return result!.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * A page's report from its median run of RUNS (Lighthouse's own choice: the run nearest the median
 * first paint and time to interactive), as Lighthouse advises: one run's performance score varies by
 * several points with what else the machine does. The performance of every run is kept beside it.
 */
async function audit(url: string): Promise<PageReport> {
  const runs: Result[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await auditOnce(url));
  return { ...reportOf(computeMedianRun(runs)), performanceRuns: runs.map(performanceOf) };
}

/** A category's score out of 100, as Lighthouse's report shows it. */
const scoreOf = (lhr: Result, category: (typeof CATEGORIES)[number]) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const performanceOf = (lhr: Result) => scoreOf(lhr, "performance");

function reportOf(lhr: Result): Omit<PageReport, "performanceRuns"> {
  const scripts = (
    lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined
  )?.items?.find((item) => item.resourceType === "script");
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, scoreOf(lhr, category)]),
    ) as PageReport["scores"],
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
    lcpElement: largestPaintOf(lhr.audits["largest-contentful-paint-element"]?.details),
    tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
    cls: Math.round((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
    javascriptBytes: scripts?.transferSize ?? 0,
  };
}

function table(reports: Record<string, PageReport>): string {
  const header = ["page", "perf", "a11y", "best", "seo", "LCP ms", "TBT ms", "CLS", "JS KB"];
  const rows = Object.entries(reports).map(([name, r]) => [
    name,
    ...CATEGORIES.map((category) => String(r.scores[category])),
    String(r.lcpMs),
    String(r.tbtMs),
    String(r.cls),
    String(Math.round(r.javascriptBytes / 1024)),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(" | ")} |`;
  return [
    format(header),
    `|${widths.map((width, column) => (column === 0 ? "-".repeat(width + 2) : `${"-".repeat(width + 1)}:`)).join("|")}|`,
    ...rows.map(format),
  ].join("\n");
}

/** Views a page and its scripts and stylesheets, again until each build file comes in brotli (made once, in the background). */
async function warmUp(origin: string, pagePath: string): Promise<void> {
  const html = await (await fetch(`${origin}${pagePath}`)).text();
  const files = [...new Set(html.match(/\/_next\/static\/[^"]+\.(?:js|css)/g) ?? [])];
  for (const file of files) {
    for (let attempt = 0; attempt < 50; attempt++) {
      const response = await fetch(`${origin}${file}`, { headers: { "accept-encoding": "br, gzip" } });
      await response.arrayBuffer();
      if (response.headers.get("content-encoding") === "br") break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function main(): Promise<void> {
  if (!options["no-build"]) {
    const build = spawnSync("npx", ["next", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("the build failed");
  }
  const database = await freshDatabase((line) => console.log(line));
  let server: BenchServer | undefined;
  try {
    server = await startBenchServer(PORT, database.url);
    const pages = { ...pagesOf("tr"), ...pagesOf("en"), ...pagesOf("de") };
    // Cached first, as visitors meet them: each page, and its build files until the server has them in brotli.
    for (const pagePath of Object.values(pages)) await warmUp(server.origin, pagePath);
    console.log(`Each page ${RUNS} time${RUNS === 1 ? "" : "s"}, its median run reported.`);
    const reports: Record<string, PageReport> = {};
    for (const [name, pagePath] of Object.entries(pages)) {
      reports[name] = await audit(`${server.origin}${pagePath}`);
      console.log(
        `${name}: performance ${reports[name].scores.performance} (runs ${reports[name].performanceRuns.join(", ")}), LCP ${reports[name].lcpMs} ms (${reports[name].lcpElement}), CLS ${reports[name].cls}`,
      );
    }
    console.log(`\n${table(reports)}\n`);
    const missed = missesByPage(reports);
    console.log(targetSummary(Object.keys(reports).length, missed));
    mkdirSync(path.join("bench", "results"), { recursive: true });
    writeFileSync(
      path.join("bench", "results", "lighthouse.json"),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), preset: "mobile", pages: reports, missed }, null, 2)}\n`,
    );
  } finally {
    await server?.stop();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
