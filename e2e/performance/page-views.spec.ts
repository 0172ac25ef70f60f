import { rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { paths } from "@/lib/site/paths";
import { e2eDatabaseUrl } from "../admin-helpers";
import { OUTAGE_PORT } from "../constants";
import { openDatabaseGate, type DatabaseGate } from "../database-gate";
import { seededTopic } from "../helpers";
import { copyBuild, startServer, type TestServer } from "../server-process";

/**
 * A view of a cached public page costs the database nothing, its proxy work included (the
 * language redirect and maintenance are decided from memory). Counted on the wire: the server reaches
 * its database through a gate that reads every statement it sends.
 */
test.describe.configure({ mode: "serial" });

const ORIGIN = `http://127.0.0.1:${OUTAGE_PORT}`;
const BUILD = ".next-page-views";
let gate: DatabaseGate;
let server: TestServer;

test.beforeAll(async () => {
  gate = await openDatabaseGate(e2eDatabaseUrl());
  copyBuild(BUILD);
  server = await startServer(OUTAGE_PORT, {
    ...process.env,
    DATABASE_URL: gate.url,
    NEXT_DIST_DIR: BUILD,
    AUTH_SECRET: "page-views-secret-page-views-secret",
    NEXT_TELEMETRY_DISABLED: "1",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await gate?.close();
  rmSync(BUILD, { recursive: true, force: true });
});

/** A document request as a browser sends it. */
const view = async (path: string) => {
  const response = await fetch(`${ORIGIN}${path}`, {
    headers: { "sec-fetch-dest": "document", accept: "text/html", "accept-encoding": "gzip, br" },
  });
  await response.arrayBuffer();
  return response;
};

test("viewing cached public pages sends the database no statement", async () => {
  const tr = seededTopic("tr");
  const en = seededTopic("en");
  const pages = [
    paths.home,
    "/en",
    tr.categoryPath,
    tr.topicPath,
    en.topicPath,
    paths.team,
    paths.contact,
    "/en/kurumsal",
  ];

  // The instrument works: a first visit renders, and its queries pass the gate.
  const before = gate.statements();
  expect((await view(tr.topicPath)).status).toBe(200);
  expect(gate.statements()).toBeGreaterThan(before);
  for (const path of pages) expect((await view(path)).status, path).toBe(200);

  const cachedBefore = gate.statements();
  for (let round = 0; round < 3; round++) {
    for (const path of pages) {
      const response = await view(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("x-nextjs-cache"), path).toBe("HIT");
    }
  }
  expect(gate.statements() - cachedBefore).toBe(0);
});
