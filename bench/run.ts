import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { existsSync } from "node:fs";
import { seedCategories } from "@/lib/database/seed-data";
import { createPrismaClient } from "@/lib/db";
import { paths } from "@/lib/site/paths";
import { editStoredTopic } from "@/lib/topics/mutations";
import { startNginx, type NginxServer } from "@/scripts/nginx-server";
import { benchWrite, freshDatabase, startBenchServer, type BenchServer } from "./bench-site";
import { combine, measure, table, type Measurement } from "./measure";
import { measureScale, SCALE_TOPICS } from "./scale";

/**
 * `npm run bench`: builds, starts the production server on a fresh seeded database, warms
 * it up, then measures with autocannon, interleaved over two rounds: (a) the floor, the home page's
 * HTML as a file the same server serves from public/, then the cached home in Turkish and English, a
 * category, a topic, the team, the topic while it is edited every second (each edit expires it),
 * and the home for a visitor with a cookie, whom Next answers from its own cache (the server
 * entry's page cache serves visitors without cookies only).
 * Prints the table with each page's ratio to the floor and the server's memory before and after,
 * and writes bench/results/latest.json. When Debian's nginx is installed, the same pages are measured
 * again through it, caching and compressing in front as the compose file's scale profile does.
 * Last, the scale leg (./scale.ts): a topic page's first render with 20 and with 2,000 topics in the
 * language, and how many cached pages one edit sends back to be rendered.
 * `--no-build` reuses the current build.
 */
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const CONNECTIONS = 50;
const SECONDS_PER_ROUND = 5;
const ROUNDS = 2;
const FLOOR_FILE = path.join("public", "bench-floor.html");
const log = (line: string) => console.log(line);

const category = seedCategories.tr[0]!;
const topic = category.topics[0]!;
const PAGES = {
  floor: "/bench-floor.html",
  "home tr": paths.home,
  "home en": "/en",
  category: paths.category(category.slug),
  topic: paths.topic(category.slug, topic.slug),
  team: paths.team,
  "topic while edited": paths.topic(category.slug, topic.slug),
  "home tr, Next's cache": paths.home,
} as const;
/** A visitor with a cookie (a saved language, a session) is answered by Next, from its own cache: the server entry's page cache is not for them. */
const HEADERS: Partial<Record<keyof typeof PAGES, Record<string, string>>> = {
  "home tr, Next's cache": { cookie: "bench=1" },
};
type Page = keyof typeof PAGES;
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

async function warmUp(origin: string): Promise<void> {
  for (const pagePath of Object.values(PAGES)) {
    for (let visit = 0; visit < 3; visit++) {
      const response = await fetch(`${origin}${pagePath}`, { headers: { "accept-encoding": "gzip, br" } });
      if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
      await response.arrayBuffer();
    }
  }
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
  try {
    // The floor: the home page's own HTML, served by the same server as a file from public/ (read at start).
    server = await startBenchServer(PORT, database.url);
    writeFileSync(FLOOR_FILE, await (await fetch(`${server.origin}/`)).text());
    await server.stop();
    server = await startBenchServer(PORT, database.url);
    await warmUp(server.origin);
    const rssBefore = server.residentMB();

    log(`== Measuring: ${ROUNDS} interleaved rounds of ${SECONDS_PER_ROUND} s per page at ${CONNECTIONS} connections`);
    const rounds = new Map<string, Measurement[]>();
    let edits = 0;
    const measureAll = async (origin: string, prefix: string) => {
      for (let round = 1; round <= ROUNDS; round++) {
        for (const [name, pagePath] of Object.entries(PAGES) as [Page, string][]) {
          const run = measure(`${origin}${pagePath}`, {
            connections: CONNECTIONS,
            seconds: SECONDS_PER_ROUND,
            headers: HEADERS[name],
          });
          if (name === "topic while edited") edits += await editEverySecond(database.url, run);
          const result = await run;
          rounds.set(`${prefix}${name}`, [...(rounds.get(`${prefix}${name}`) ?? []), result]);
          log(`round ${round}, ${prefix}${name}: ${result.rps} req/s, p99 ${result.p99} ms, ${result.errors} errors`);
        }
      }
    };
    await measureAll(server.origin, "");
    const rssAfter = server.residentMB();
    if (NGINX) {
      log("== The same through nginx, caching and compressing in front");
      nginx = await startNginx(PORT + 1, [PORT], { cache: true });
      await warmUp(nginx.origin);
      await measureAll(nginx.origin, NGINX_PREFIX);
    } else log("(nginx is not installed: apt-get install nginx to measure through it too)");
    log(`== Scale: ${SCALE_TOPICS} topics in one Turkish category`);
    const scale = await measureScale(server.origin, database.url, log);

    const floor = combine(rounds.get("floor")!, SECONDS_PER_ROUND);
    const pages = Object.fromEntries(
      [...rounds].map(([name, measured]) => {
        const combined = combine(measured, SECONDS_PER_ROUND);
        const direct = name.startsWith(NGINX_PREFIX) ? rounds.get(name.slice(NGINX_PREFIX.length)) : undefined;
        const ratio = (rps: number) => Math.round((combined.rps / rps) * 100) / 100;
        return [
          name,
          {
            ...combined,
            ratioToFloor: ratio(floor.rps),
            ...(direct ? { ratioToDirect: ratio(combine(direct, SECONDS_PER_ROUND).rps) } : {}),
          },
        ];
      }),
    );
    log(`\n${table(pages)}\n`);
    log(
      `Server memory (RSS): ${rssBefore} MB before, ${rssAfter} MB after. ${edits} edits while "topic while edited" was measured.`,
    );
    log(`The bench took ${Math.round((Date.now() - started) / 1000)} s.`);
    mkdirSync(path.join("bench", "results"), { recursive: true });
    const results = {
      measuredAt: new Date().toISOString(),
      connections: CONNECTIONS,
      secondsPerPage: SECONDS_PER_ROUND * ROUNDS,
      pages: Object.fromEntries(Object.entries(pages).map(([name, { requests: _requests, ...page }]) => [name, page])),
      rssMB: { before: rssBefore, after: rssAfter },
      edits,
      scale,
    };
    writeFileSync(path.join("bench", "results", "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    await nginx?.stop();
    await server?.stop();
    rmSync(FLOOR_FILE, { force: true });
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
