import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { CLIENT_ADDRESS_HEADER, clientAddress, trustedProxyHops } from "./client-address.mjs";
import { actionBodyProblem, bodyLimitFor, carriesBody, readBody, replayedRequest } from "./action-body.mjs";
import { unavailableWhileDatabaseAway } from "./database-state.mjs";
import {
  answerFromPageCache,
  MEDIA_CACHE,
  mediaFilesOf,
  mediaVariantKey,
  pageCacheKey,
  pageStore,
  storablePage,
} from "./page-cache.mjs";
import { onPageCacheInvalidated, pageCacheGeneration } from "./page-cache-invalidation.mjs";
import { compressResponse, precompressedStore } from "./precompressed.mjs";
import { keepHeapSmall } from "./heap.mjs";
import { guardAnswer, isApiPath, isPossibleAction } from "./request-guard.mjs";
import { shareablePublicPages, sharedCacheMaxAge } from "./shared-caching.mjs";
import { stopGracefully, trackResponsesInFlight } from "./shutdown.mjs";
import { hideInternalHeaders, securityHeaders } from "./security-headers.mjs";
import { redirectFor, redirectHeaders } from "./redirect-table.mjs";

/** @import { IncomingMessage, ServerResponse } from "node:http" */
/** @import { NextConfig } from "next" */
/** @import { GuardAnswer } from "./request-guard.mjs" */

/**
 * The production server: Next's request handler behind an HTTP server of our own, so the requests
 * Next answers with a bare 500 get a proper refusal first, and a page's address that is not its
 * canonical one a redirect (./request-guard.mjs); the app learns the client's address from the
 * socket or the trusted proxies (./client-address.mjs); every body is bounded by its route's limit
 * as it arrives, and a server action's is checked whole before Next parses it (./action-body.mjs);
 * a cached page is compressed once, not per request (./precompressed.mjs), and served from memory
 * to the next visitor without cookies until a change (./page-cache.mjs); and every response carries
 * the security headers and none of the headers naming internal routes (./security-headers.mjs); a
 * redirect's old address is answered first, from memory (./redirect-table.mjs).
 * `npm start` runs it from the project (scripts/serve.ts passes --port and --hostname); the Docker
 * image runs it from the standalone build (PORT and HOSTNAME), where the frozen config of the build is read instead of
 * next.config.ts, as Next's generated server.js does.
 */
const started = performance.now();
const { values } = parseArgs({
  options: { port: { type: "string" }, hostname: { type: "string" }, dir: { type: "string" } },
});
const dir = path.resolve(values.dir ?? process.cwd());
const port = Number(values.port ?? process.env.PORT ?? 3000);
const frozenConfig = standaloneConfig();
const hostname = values.hostname ?? (frozenConfig ? process.env.HOSTNAME : undefined);
const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? "";

/**
 * In the standalone build (no next.config.ts beside it): the config frozen into the build.
 * @returns {NextConfig | null}
 */
function standaloneConfig() {
  if (["next.config.ts", "next.config.mjs", "next.config.js"].some((name) => existsSync(path.join(dir, name))))
    return null;
  const file = path.join(dir, process.env.NEXT_DIST_DIR ?? ".next", "required-server-files.json");
  if (!existsSync(file)) return null;
  // Written by `next build`: its `config` is the build's NextConfig, complete.
  const serverFiles = /** @type {{ config: NextConfig }} */ (JSON.parse(readFileSync(file, "utf8")));
  return serverFiles.config;
}

/** @param {string | undefined} siteUrl */
function isHttps(siteUrl) {
  try {
    return new URL(siteUrl ?? "").protocol === "https:";
  } catch {
    return false;
  }
}

/** Where this server can reach itself (lib/live/own-cache.ts): loopback when it listens everywhere. */
function ownOrigin() {
  const host = !hostname || hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname;
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}

async function main() {
  // Next's types make NODE_ENV read-only to the app; this process starts Next, so it sets it first.
  /** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV = "production";
  keepHeapSmall();
  process.env.SITE_INTERNAL_ORIGIN = ownOrigin();
  // Where Next forwards a server action's redirect inside this server, as `next start` records it.
  process.env.__NEXT_PRIVATE_ORIGIN = ownOrigin();
  const conf = frozenConfig;
  if (conf) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(conf);
  const { default: next } = await import("next");
  const app = next({ dev: false, dir, hostname, port, ...(conf ? { conf } : {}) });
  await app.prepare();
  const handle = app.getRequestHandler();
  const hops = trustedProxyHops();
  const headers = Object.entries(securityHeaders({ https: isHttps(process.env.SITE_URL) }));
  const maxAge = sharedCacheMaxAge();
  const compressed = precompressedStore();
  const pages = pageStore({ ttlMs: maxAge * 1000, ownHeaders: headers });
  // Media variants never change under their address: kept apart from the pages, through every
  // write but their own file's (a deleted picture is never served from here again).
  const files = pageStore({ ...MEDIA_CACHE, ownHeaders: headers });
  onPageCacheInvalidated((tags) => {
    pages.clear();
    files.forget(mediaFilesOf(tags));
  });
  /**
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {string | null} [pageKey]
   * @param {string | null} [fileKey]
   */
  const serve = (request, response, pageKey = null, fileKey = null) => {
    const generation = pageCacheGeneration();
    const [store, key] = fileKey ? [files, fileKey] : [pages, pageKey];
    /** @type {((body: Buffer, answer: ServerResponse) => void) | undefined} */
    const keep = key
      ? (body, answer) =>
          store.put(key, storablePage(answer, body, maxAge), fileKey ? pageCacheGeneration() : generation)
      : undefined;
    compressResponse(request, response, compressed, () => void handle(request, response), keep);
  };
  /**
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {GuardAnswer} refusal
   */
  const refuse = (request, response, refusal) => {
    response.writeHead(refusal.status, refusal.headers);
    response.end(request.method === "HEAD" ? undefined : refusal.body);
  };
  let stopping = false;
  const server = http.createServer(async (request, response) => {
    if (stopping) response.setHeader("connection", "close");
    // A moved page's old address (lib/redirects): answered from memory, before any page is looked up.
    const location = redirectFor(request.method, request.url, basePath);
    if (location !== null) {
      response.writeHead(301, { ...Object.fromEntries(headers), ...redirectHeaders(location, maxAge) });
      return response.end();
    }
    // Then, before any header is set (./page-cache.mjs writes a kept page's all at once). Only an
    // address the guard below let through is ever kept, and its answer to a GET or HEAD depends on
    // the address alone; a kept page carries the security headers and none of the internal ones.
    const fileKey = mediaVariantKey(request, basePath);
    const pageKey = fileKey ? null : pageCacheKey(request, basePath);
    const page = fileKey ? files.get(fileKey) : pageKey && pages.get(pageKey);
    if (page) return answerFromPageCache(request, response, page, compressed);
    // Set before Next answers: every response carries them, its own refusals and errors too (the admin's proxy tightens the policy).
    for (const [name, value] of headers) response.setHeader(name, value);
    hideInternalHeaders(request, response);
    const refusal = guardAnswer(request.method, request.url, basePath, request.headers);
    if (refusal) return refuse(request, response, refusal);
    // Replaces whatever a client sent under this name: the app believes this header only.
    request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(
      request.socket.remoteAddress,
      request.headers["x-forwarded-for"],
      hops,
    );
    unavailableWhileDatabaseAway(request, response);
    shareablePublicPages(request, response, maxAge);
    const path = (request.url ?? "/").split("?")[0] ?? "/";
    const action = isPossibleAction(request.method, path, request.headers, basePath);
    if (!action && !carriesBody(request.headers)) return serve(request, response, pageKey, fileKey);
    const where = { api: isApiPath(path, basePath), basePath };
    const read = await readBody(request, bodyLimitFor(path, basePath), where);
    if ("refusal" in read) return refuse(request, response, read.refusal);
    if (action) {
      const problem = await actionBodyProblem(request.headers["content-type"], read.body, where);
      if (problem) return refuse(request, response, problem);
    }
    return serve(replayedRequest(request, read.body), response);
  });
  const inFlight = trackResponsesInFlight(server);
  const keepAlive = Number(process.env.KEEP_ALIVE_TIMEOUT);
  if (Number.isFinite(keepAlive) && keepAlive >= 0) server.keepAliveTimeout = keepAlive;
  /** @type {Promise<void>} */
  const listening = new Promise((resolve, reject) => server.once("error", reject).listen(port, hostname, resolve));
  await listening;
  console.log(`▲ Next.js server on ${ownOrigin()}${basePath}\n✓ Ready in ${Math.round(performance.now() - started)}ms`);
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void stopGracefully(server, inFlight).then(() => process.exit(0));
  };
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
