import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { seedCategories } from "@/lib/database/seed-data";
import { createPrismaClient } from "@/lib/db";
import { prefixedPath } from "@/lib/i18n/routing";
import { SAVED_LANGUAGE_COOKIE } from "@/lib/i18n/saved-language";
import { paths } from "@/lib/site/paths";
import { isServicePageSlug } from "@/lib/site/services";
import { editStoredTopic } from "@/lib/topics/mutations";
import { startNginx, startStaticNginx, type NginxServer } from "@/scripts/nginx-server";
import { benchWrite, freshDatabase, startBenchServer, type BenchServer } from "./bench-site";
import { BROWSER_HEADERS, combine, loadGenerator, measure, table, type Measurement, type Row } from "./measure";
import { measureScale, SCALE_TOPICS, type TimeSummary } from "./scale";
import { measureUploads, portraitVariant, type UploadTimes } from "./media";
import { benchSearch, SEARCH_BENCH_TOPICS, type SearchTimes } from "./search";

/**
 * `npm run bench`: builds, starts the production server on a fresh seeded database, warms
 * it up, then measures with wrk (autocannon where wrk is not installed), interleaved over two
 * rounds: the floor, nginx serving the home page's HTML as a file; the cached home in Turkish and
 * English, a category, a topic and the team; the home for a visitor with cookies the pages do not
 * read (analytics, consent), and the English home for one with a saved language (it decides
 * nothing where the path names the language): the server entry's page cache answers all of these;
 * the topic while it is edited every second (each edit expires it); a renamed topic's old address (a 301
 * from the redirect table in memory); and the home for a visitor with
 * a saved language, whom Next answers from its own cache (there the saved language may redirect).
 * Prints the table with each page's ratio to the floor and the server's memory before and after,
 * and writes bench/results/latest.json. When Debian's nginx is installed, the same pages are measured
 * again through it, caching and compressing in front as the compose file's scale profile does.
 * Last, the scale leg (./scale.ts): a topic page's first render (a page not cached: its p50 and p99
 * over 20 topics are the table's last row) with 20 and with 2,000 topics in the language, and how
 * many cached pages one edit sends back to be rendered.
 * `--no-build` reuses the current build (NEXT_DIST_DIR's).
 */
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const FLOOR_PORT = PORT + 2;
const CONNECTIONS = 50;
const SECONDS_PER_ROUND = 5;
const ROUNDS = 2;
const WARM_UP_SECONDS = 5;
const log = (line: string) => console.log(line);

// A category with a page of its own: a service's is shown on the service's page (/patent).
const category = seedCategories.tr.find((candidate) => !isServicePageSlug(candidate.slug))!;
const topic = category.topics[0]!;
/** Cookies of the kind analytics and consent tools set: the pages never read them. */
const UNRELATED_COOKIES = "_ga=GA1.1.1234567890.1764100000; cookie-consent=necessary%2Canalytics";

interface Page {
  path: string;
  headers?: Record<string, string>;
}
const FLOOR = "floor: nginx, a file";
const PAGES = {
  "home tr": { path: paths.home },
  "home en": { path: prefixedPath("en", paths.home) },
  category: { path: paths.category(category.slug) },
  topic: { path: paths.topic(category.slug, topic.slug) },
  team: { path: paths.team },
  "home tr, unrelated cookies": { path: paths.home, headers: { cookie: UNRELATED_COOKIES } },
  "home en, saved language": {
    path: prefixedPath("en", paths.home),
    headers: { cookie: `${UNRELATED_COOKIES}; ${SAVED_LANGUAGE_COOKIE}=en` },
  },
  "topic while edited": { path: paths.topic(category.slug, topic.slug) },
  // On a path without a language the saved one may redirect: Next answers, from its own cache.
  "home tr, saved language: Next's cache": { path: paths.home, headers: { cookie: `${SAVED_LANGUAGE_COOKIE}=tr` } },
} satisfies Record<string, Page>;
type PageName = keyof typeof PAGES;
const UNCACHED = "topic, not cached (20 first renders)";
/**
 * A topic renamed before measuring (another than the measured one): its old address is answered
 * 301 from the server entry's redirect table, before the page cache (lib/site/redirect-table.mjs).
 */
const movedTopic = category.topics.at(-1)!;
const REDIRECTED = "redirect: a renamed topic's old address";
const REDIRECTED_PATH = paths.topic(category.slug, movedTopic.slug);

/** Renames the moved topic through the write path, which leaves the redirect from its old address. */
async function renameMovedTopic(databaseUrl: string): Promise<void> {
  const db = createPrismaClient(databaseUrl);
  try {
    const row = await db.topic.findFirstOrThrow({ where: { slug: movedTopic.slug, languageCode: "tr" } });
    await benchWrite(db, editStoredTopic(row, { slug: `${movedTopic.slug}-yeni` }));
  } finally {
    await db.$disconnect();
  }
}
/** A library picture as the team page asks for it: its address changes with its bytes, so every cache keeps it. */
const MEDIA_VARIANT = "media: a portrait variant";
const IMAGE_HEADERS = { accept: "image/avif,image/webp,*/*", "accept-encoding": "gzip, br" };
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].some((binary) => existsSync(binary));
const NGINX_PREFIX = "nginx: ";

/** Saves the topic every second while `until` is pending, as an editor would (each save expires the page). */
async function editEverySecond(databaseUrl: string, until: Promise<unknown>): Promise<number> {
  const db = createPrismaClient(databaseUrl);
  let done = false;
  void until.finally(() => (done = true));
  let saves = 0;
  try {
    while (!done) {
      const row = await db.topic.findFirstOrThrow({ where: { slug: topic.slug, languageCode: "tr" } });
      await benchWrite(db, editStoredTopic(row, { body: `${topic.body}<p>Düzenleme ${++saves}</p>` }));
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    await db.$disconnect();
  }
  return saves;
}

async function warmUp(origin: string, variant: string): Promise<void> {
  for (const page of [...(Object.values(PAGES) as Page[]), { path: variant, headers: IMAGE_HEADERS }]) {
    for (let visit = 0; visit < 3; visit++) {
      const response = await fetch(`${origin}${page.path}`, { headers: { ...BROWSER_HEADERS, ...page.headers } });
      if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
      await response.arrayBuffer();
    }
  }
  // What is measured is a server that has run for a while: under its first seconds of load the
  // JIT is still compiling the request path (the first pages measured after three visits each made
  // 12,000-14,500 req/s, the same pages 19,500-20,300 in the next round).
  await measure(`${origin}${paths.home}`, { connections: CONNECTIONS, seconds: WARM_UP_SECONDS });
}

/** The floor: nginx serving the home page's HTML (and its gzip beside it) from a folder of files. */
async function startFloor(homeHtml: Buffer): Promise<{ server: NginxServer; folder: string }> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "ipsite-bench-floor-"));
  chmodSync(folder, 0o755);
  writeFileSync(path.join(folder, "index.html"), homeHtml);
  writeFileSync(path.join(folder, "index.html.gz"), gzipSync(homeHtml, { level: 9 }));
  return { server: await startStaticNginx(FLOOR_PORT, folder), folder };
}

async function main(): Promise<void> {
  const started = Date.now();
  if (!process.argv.includes("--no-build")) {
    log("== Building");
    const build = spawnSync("npx", ["next", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("the build failed");
  }
  log("== A fresh seeded database");
  const database = await freshDatabase(log);
  let server: BenchServer | undefined;
  let nginx: NginxServer | undefined;
  let floor: { server: NginxServer; folder: string } | undefined;
  try {
    server = await startBenchServer(PORT, database.url);
    await renameMovedTopic(database.url);
    const variant = await portraitVariant(database.url);
    await warmUp(server.origin, variant);
    if (NGINX)
      floor = await startFloor(Buffer.from(await (await fetch(`${server.origin}${paths.home}`)).arrayBuffer()));
    else log("(nginx is not installed: apt-get install nginx for the floor and the nginx leg)");
    const rssBefore = server.residentMB();

    log(
      `== Measuring with ${loadGenerator()}: ${ROUNDS} interleaved rounds of ${SECONDS_PER_ROUND} s per page at ${CONNECTIONS} connections`,
    );
    const rounds = new Map<string, Measurement[]>();
    let edits = 0;
    const measureOne = async (
      name: string,
      url: string,
      headers: Record<string, string> | undefined,
      round: number,
    ) => {
      const run = measure(url, { connections: CONNECTIONS, seconds: SECONDS_PER_ROUND, headers });
      if (name.endsWith("topic while edited")) edits += await editEverySecond(database.url, run);
      const result = await run;
      rounds.set(name, [...(rounds.get(name) ?? []), result]);
      log(`round ${round}, ${name}: ${result.rps} req/s, p99 ${result.p99} ms, ${result.errors} errors`);
    };
    const measureAll = async (origin: string, prefix: string) => {
      for (let round = 1; round <= ROUNDS; round++) {
        if (floor && !prefix) await measureOne(FLOOR, `${floor.server.origin}/`, undefined, round);
        for (const [name, page] of Object.entries(PAGES) as [PageName, Page][])
          await measureOne(`${prefix}${name}`, `${origin}${page.path}`, page.headers, round);
        await measureOne(`${prefix}${MEDIA_VARIANT}`, `${origin}${variant}`, IMAGE_HEADERS, round);
        await measureOne(`${prefix}${REDIRECTED}`, `${origin}${REDIRECTED_PATH}`, undefined, round);
      }
    };
    await measureAll(server.origin, "");
    const rssAfter = server.residentMB();
    if (NGINX) {
      log("== The same through nginx, caching and compressing in front");
      nginx = await startNginx(PORT + 1, [PORT], { cache: true });
      await warmUp(nginx.origin, variant);
      await measureAll(nginx.origin, NGINX_PREFIX);
    }
    log(`== Scale: ${SCALE_TOPICS} topics in one Turkish category`);
    const scale = await measureScale(server.origin, database.url, log);
    log("== Media: a 12-megapixel JPEG uploaded three times");
    const uploads = await measureUploads(server.origin, database.url);
    log(`== Search: ${SEARCH_BENCH_TOPICS} Turkish topics, timed where the results page runs it`);
    const search = await benchSearch(database.url);

    const rows = tableRows(rounds, scale.topicMissMs.with20);
    log(`\n${table(rows)}\n`);
    log(ratiosInWords(rows));
    log(uploadsInWords(uploads));
    log(searchInWords(search));
    log(
      `Server memory (RSS): ${rssBefore} MB before, ${rssAfter} MB after. ${edits} edits while "topic while edited" was measured.`,
    );
    log(`The bench took ${Math.round((Date.now() - started) / 1000)} s.`);
    mkdirSync(path.join("bench", "results"), { recursive: true });
    const results = {
      measuredAt: new Date().toISOString(),
      loadGenerator: loadGenerator(),
      connections: CONNECTIONS,
      secondsPerPage: SECONDS_PER_ROUND * ROUNDS,
      pages: rows,
      rssMB: { before: rssBefore, after: rssAfter },
      edits,
      scale,
      uploads,
      search,
    };
    writeFileSync(path.join("bench", "results", "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    await nginx?.stop();
    await floor?.server.stop();
    if (floor) rmSync(floor.folder, { recursive: true, force: true });
    await server?.stop();
    await database.drop();
  }
}

/** The table: each measured page with its ratio to the floor (and, through nginx, to the page served directly), then the uncached render. */
function tableRows(rounds: Map<string, Measurement[]>, uncached: TimeSummary): Record<string, Row> {
  const floorRps = rounds.has(FLOOR) ? combine(rounds.get(FLOOR)!, SECONDS_PER_ROUND).rps : undefined;
  const rows: Record<string, Row> = {};
  for (const [name, measured] of rounds) {
    const { requests: _requests, ...combined } = combine(measured, SECONDS_PER_ROUND);
    const direct = name.startsWith(NGINX_PREFIX) ? rounds.get(name.slice(NGINX_PREFIX.length)) : undefined;
    const ratio = (rps: number) => Math.round((combined.rps / rps) * 100) / 100;
    rows[name] = {
      ...combined,
      ...(floorRps ? { ratioToFloor: ratio(floorRps) } : {}),
      ...(direct ? { ratioToDirect: ratio(combine(direct, SECONDS_PER_ROUND).rps) } : {}),
    };
  }
  rows[UNCACHED] = { p50: uncached.median, p99: uncached.p99, errors: 0 };
  return rows;
}

/** The pages the server entry's page cache answers to a visitor without cookies. */
const CACHED_PAGES: PageName[] = ["home tr", "home en", "category", "topic", "team"];

/** A visitor with unrelated cookies against one without, and the cached pages against the floor. */
function ratiosInWords(rows: Record<string, Row>): string {
  const rps = (name: string) => rows[name]?.rps ?? 0;
  const withCookies = Math.round((rps("home tr, unrelated cookies") / rps("home tr")) * 100) / 100;
  const toFloor = CACHED_PAGES.map((name) => rows[name]?.ratioToFloor).filter((ratio) => ratio !== undefined);
  const floor = toFloor.length ? `; the cached pages ${Math.min(...toFloor)}-${Math.max(...toFloor)} of the floor` : "";
  const variant = Math.round((rps(MEDIA_VARIANT) / rps("team")) * 100) / 100;
  const redirect = Math.round((rps(REDIRECTED) / rps("topic")) * 100) / 100;
  return (
    `A visitor with unrelated cookies gets ${withCookies} of the cookieless figure (home tr)${floor}; ` +
    `a media variant ${variant} of the team page's; a redirected address ${redirect} of the cached topic's.`
  );
}

/** The search leg in one line. */
const searchInWords = (search: SearchTimes): string =>
  `A site search over ${search.topics} topics: p50 ${search.p50Ms} ms, p99 ${search.p99Ms} ms over ${search.searches} searches (target: p99 under 50 ms).`;

/** The upload leg's medians in one line. */
function uploadsInWords(uploads: UploadTimes): string {
  const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
  return (
    `A 12-megapixel JPEG (${(uploads.bytes / 1024 / 1024).toFixed(1)} MB): uploaded in ${median(uploads.uploadedMs)} ms, ` +
    `its article picture (AVIF and WebP, 1280 wide) served after ${median(uploads.pictureServedMs)} ms, ` +
    `all ${uploads.variants} variants made after ${median(uploads.allVariantsMs)} ms (medians of ${uploads.uploadedMs.length}).`
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
