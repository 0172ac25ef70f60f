import type { IncomingMessage, ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { databaseUnreachable, reportDatabaseReachability, RETRY_AFTER_SECONDS, unavailableWhileDatabaseAway } from "@/lib/site/database-state.mjs";
import { onShutdown, runShutdownHooks } from "@/lib/site/shutdown.mjs";

const HOOKS = Symbol.for("ipsite.shutdownHooks");
const CHECK = Symbol.for("ipsite.databaseReachable");
const globals = globalThis as Record<symbol, unknown>;

afterEach(() => {
  delete globals[HOOKS];
  delete globals[CHECK];
});

describe("the shutdown hooks", () => {
  it("run the last registered first, and one that fails does not stop the others", async () => {
    const ran: string[] = [];
    onShutdown("the pool", () => void ran.push("pool"));
    onShutdown("the listener", () => {
      ran.push("listener");
      throw new Error("already closed");
    });
    onShutdown("the cache", async () => void ran.push("cache"));
    const logged: string[] = [];
    await runShutdownHooks((line) => logged.push(line));
    expect(ran).toEqual(["cache", "listener", "pool"]);
    expect(logged).toEqual(["Stopped: the cache", "Stopped: the pool"]);
  });
});

/** A response that records the status and headers it is written with. */
function response() {
  const written: { status?: number; headers: Record<string, string> } = { headers: {} };
  const fake = {
    setHeader: (name: string, value: string) => void (written.headers[name] = value),
    writeHead(status: number) {
      written.status = status;
      return this;
    },
  };
  return { fake: fake as unknown as ServerResponse, written };
}

describe("a server error while the database is away", () => {
  const get = { method: "GET" } as IncomingMessage;

  it("is a 503 with Retry-After for a page or a read", () => {
    reportDatabaseReachability(() => false);
    const { fake, written } = response();
    unavailableWhileDatabaseAway(get, fake);
    fake.writeHead(500, "Internal Server Error");
    expect(written).toEqual({ status: 503, headers: { "retry-after": String(RETRY_AFTER_SECONDS) } });
    expect(RETRY_AFTER_SECONDS).toBe(30);
  });

  it("stays a 500 while the database is reachable, or when the app has not said (embedded tooling)", () => {
    for (const check of [() => true, undefined]) {
      delete globals[CHECK];
      if (check) reportDatabaseReachability(check);
      const { fake, written } = response();
      unavailableWhileDatabaseAway(get, fake);
      fake.writeHead(500);
      expect(written.status).toBe(500);
      expect(databaseUnreachable()).toBe(false);
    }
  });

  it("leaves other statuses and writes (a form's POST) alone", () => {
    reportDatabaseReachability(() => false);
    const ok = response();
    unavailableWhileDatabaseAway(get, ok.fake);
    ok.fake.writeHead(200);
    expect(ok.written).toEqual({ status: 200, headers: {} });
    const post = response();
    unavailableWhileDatabaseAway({ method: "POST" } as IncomingMessage, post.fake);
    post.fake.writeHead(500);
    expect(post.written.status).toBe(500);
  });
});
