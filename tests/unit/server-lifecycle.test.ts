import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  databaseUnreachable,
  reportDatabaseReachability,
  RETRY_AFTER_SECONDS,
  unavailableWhileDatabaseAway,
} from "@/lib/site/database-state.mjs";
import { onShutdown, runShutdownHooks, stopGracefully, trackResponsesInFlight } from "@/lib/site/shutdown.mjs";

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

/** A server that tracks its responses in flight as the server entry does, with one request in flight; `answer` handles it. */
async function serverInFlight(answer: (response: ServerResponse) => void) {
  let arrived!: () => void;
  const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
  const server = http.createServer((_request, response) => {
    arrived();
    answer(response);
  });
  const inFlight = trackResponsesInFlight(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const outcome = new Promise<string>((resolve) =>
    http
      .get({ host: "127.0.0.1", port, agent: false }, (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk)).on("close", () => resolve(`${response.statusCode} ${body}`));
      })
      .on("error", (error) => resolve(error.message)),
  );
  await requestArrived;
  return { server, inFlight, outcome };
}

describe("a graceful stop", () => {
  const stop = async (server: http.Server, inFlight: Set<ServerResponse>, grace = 3000) => {
    const logged: string[] = [];
    await stopGracefully(server, inFlight, { grace, log: (line) => logged.push(line) });
    return logged;
  };

  it("lets a request in flight finish", async () => {
    const { server, inFlight, outcome } = await serverInFlight((response) =>
      setTimeout(() => response.end("done"), 100),
    );
    expect(await stop(server, inFlight)).toEqual(["Stopped: 1 request(s) in flight finished."]);
    expect(await outcome).toBe("200 done");
  });

  it("closes an event stream that opens after the stop began, instead of waiting for it until the grace ends", async () => {
    const { server, inFlight, outcome } = await serverInFlight((response) =>
      setTimeout(() => {
        // As Next answers: its headers set one by one, then the first event.
        response.setHeader("content-type", "text/event-stream");
        response.write("retry: 1000\n\n");
      }, 100),
    );
    expect(await stop(server, inFlight)).toEqual(["Stopped: 0 request(s) in flight finished."]);
    expect(await outcome).toBe("200 retry: 1000\n\n");
  });

  it("cuts off a request still running when the grace ends", async () => {
    const { server, inFlight, outcome } = await serverInFlight(() => undefined);
    expect(await stop(server, inFlight, 100)).toEqual([
      "Stopped: 0 request(s) in flight finished, 1 cut off after 100 ms.",
    ]);
    expect(await outcome).toBe("socket hang up");
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
