import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { acceptedEncoding, compressResponse, precompressedStore } from "@/lib/site/precompressed.mjs";

const page = (text: string) => Buffer.from(`<!doctype html><html><body>${text.repeat(200)}</body></html>`);

describe("the encoding a client takes", () => {
  it("is brotli when offered, else gzip, else none; q=0 refuses one", () => {
    expect(acceptedEncoding("gzip, deflate, br")).toBe("br");
    expect(acceptedEncoding("gzip, br;q=0")).toBe("gzip");
    expect(acceptedEncoding("gzip;q=0.5")).toBe("gzip");
    expect(acceptedEncoding("deflate")).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding("BR")).toBe("br");
  });
});

/** What a browser offers. */
const BROWSER = "gzip, deflate, br, zstd";

describe("the precompressed bodies of cached pages", () => {
  it("are made once per ETag: gzip at once, brotli when the thread pool has made it", async () => {
    const store = precompressedStore();
    const body = page("Patent ");
    const first = store.get('"a1"', body, BROWSER);
    expect(first.encoding).toBe("gzip");
    expect(zlib.gunzipSync(first.body)).toEqual(body);
    await expect.poll(() => store.get('"a1"', body, BROWSER).encoding).toBe("br");
    const again = store.get('"a1"', body, BROWSER);
    expect(zlib.brotliDecompressSync(again.body)).toEqual(body);
    // The same entry: the gzip of the first request is the one served.
    expect(store.get('"a1"', body, "gzip").body).toBe(first.body);
    expect(store.size().entries).toBe(1);
  });

  it("are only ever in an encoding the client takes: as they are before brotli is made for a brotli-only client, or for one that takes neither", async () => {
    const store = precompressedStore();
    const body = page("Marka ");
    expect(store.get('"b1"', body, "br")).toEqual({ encoding: null, body });
    expect(store.get('"b1"', body, "deflate")).toEqual({ encoding: null, body });
    expect(store.get('"b1"', body, "gzip, br;q=0").encoding).toBe("gzip");
    await expect.poll(() => store.get('"b1"', body, "br").encoding).toBe("br");
  });

  it("keep within their budget, dropping the least recently used", async () => {
    const [a, b, c] = ["A ", "B ", "C "].map(page) as [Buffer, Buffer, Buffer];
    const onePage =
      zlib.gzipSync(a, { level: 9 }).length +
      zlib.brotliCompressSync(a, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    const store = precompressedStore(2 * onePage);
    const made = async (etag: string, body: Buffer) => {
      store.get(etag, body, BROWSER);
      await expect.poll(() => store.get(etag, body, BROWSER).encoding).toBe("br");
    };
    await made('"a"', a);
    await made('"b"', b);
    store.get('"a"', a, BROWSER); // used again: "b" is now the oldest
    await made('"c"', c);
    expect(store.size()).toEqual({ entries: 2, bytes: 2 * onePage });
    expect(store.get('"a"', a, BROWSER).encoding).toBe("br");
    // "b" went: made again, gzip first.
    expect(store.get('"b"', b, BROWSER).encoding).toBe("gzip");
  });
});

describe("a response through compressResponse", () => {
  const script = Buffer.from("export const patent = 'başvuru';\n".repeat(2000));

  const open: http.Server[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  /** A server answering through compressResponse as `respond` (Next's part) does; closed after the test. */
  async function serving(
    respond: (response: http.ServerResponse) => void,
    onCachedPage?: (body: Buffer, response: http.ServerResponse) => void,
  ) {
    const store = precompressedStore();
    const server = http.createServer((request, response) =>
      compressResponse(request, response, store, () => respond(response), onCachedPage),
    );
    open.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const get = (requestHeaders: Record<string, string>, path = "/_next/static/chunks/app.js") =>
      new Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
        http
          .get({ port, host: "127.0.0.1", path, headers: requestHeaders }, (response) => {
            const chunks: Buffer[] = [];
            response
              .on("data", (chunk: Buffer) => chunks.push(chunk))
              .on("end", () =>
                resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
              );
          })
          .on("error", reject),
      );
    return { get, store };
  }

  /** Next serving a build file: headers set, then the body streamed in pieces (`finish` instead of its second half, when given). */
  const buildFile =
    (headers: Record<string, string>, finish?: (response: http.ServerResponse) => void) =>
    (response: http.ServerResponse) => {
      response.statusCode = 200;
      for (const [name, value] of Object.entries({
        etag: 'W/"394f9-1a2"',
        "content-length": String(script.length),
        ...headers,
      }))
        response.setHeader(name, value);
      const middle = Math.floor(script.length / 2);
      response.write(script.subarray(0, middle));
      if (finish) return finish(response);
      response.end(script.subarray(middle));
    };

  const decoded = ({ headers, body }: { headers: http.IncomingHttpHeaders; body: Buffer }) =>
    headers["content-encoding"] === "br"
      ? zlib.brotliDecompressSync(body)
      : headers["content-encoding"] === "gzip"
        ? zlib.gunzipSync(body)
        : body;

  it("serves a build file compressed once: gzip at first, then brotli at its best quality, whole and with its length", async () => {
    const site = await serving(
      buildFile({
        "cache-control": "public, max-age=31536000, immutable",
        "content-type": "application/javascript; charset=UTF-8",
      }),
    );
    const first = await site.get({ "accept-encoding": "gzip, deflate, br, zstd" });
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(decoded(first)).toEqual(script);
    await expect
      .poll(async () => (await site.get({ "accept-encoding": "gzip, br" })).headers["content-encoding"])
      .toBe("br");
    const brotli = await site.get({ "accept-encoding": "gzip, br" });
    expect(brotli.body).toEqual(
      zlib.brotliCompressSync(script, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: script.length },
      }),
    );
    expect(Number(brotli.headers["content-length"])).toBe(brotli.body.length);
    expect(brotli.headers.vary).toBe("Accept-Encoding");
    const plain = await site.get({});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toEqual(script);
    // A range of the file is Next's to answer as it is.
    expect((await site.get({ "accept-encoding": "br", range: "bytes=0-9" })).headers["content-encoding"]).not.toBe(
      "br",
    );
  });

  it("keeps one entry per file whatever the query, sends a brotli-only client the plain file until brotli is made, and offers no ranges of a compressed body", async () => {
    const site = await serving(
      buildFile({
        "cache-control": "public, max-age=31536000, immutable",
        "content-type": "text/css; charset=UTF-8",
        "accept-ranges": "bytes",
      }),
    );
    const brotliOnly = await site.get({ "accept-encoding": "br" }, "/_next/static/chunks/app.js?1");
    expect(brotliOnly.headers["content-encoding"]).toBeUndefined();
    expect(brotliOnly.body).toEqual(script);
    for (const query of ["?2", "?3", ""])
      await site.get({ "accept-encoding": "gzip" }, `/_next/static/chunks/app.js${query}`);
    expect(site.store.size().entries).toBe(1);
    await expect.poll(async () => (await site.get({ "accept-encoding": "br" })).headers["content-encoding"]).toBe("br");
    expect((await site.get({ "accept-encoding": "br" })).headers["accept-ranges"]).toBeUndefined();
  });

  it("passes on what Next answered instead when the file could not be read whole, and keeps nothing of it", async () => {
    const site = await serving(
      buildFile(
        {
          "cache-control": "public, max-age=31536000, immutable",
          "content-type": "application/javascript; charset=UTF-8",
        },
        (response) => {
          response.statusCode = 400;
          response.removeHeader("content-length");
          response.removeHeader("cache-control");
          response.end("Bad Request");
        },
      ),
    );
    const answer = await site.get({ "accept-encoding": "br" });
    expect(answer.status).toBe(400);
    expect(answer.headers["content-encoding"]).not.toBe("br");
    expect(decoded(answer).toString().endsWith("Bad Request")).toBe(true);
    expect(site.store.size().entries).toBe(0);
  });

  it("leaves a file that may change under its name to be compressed on the way, each time", async () => {
    const site = await serving(
      buildFile({ "cache-control": "public, max-age=0", "content-type": "application/javascript; charset=UTF-8" }),
    );
    const answer = await site.get({ "accept-encoding": "gzip, br" });
    // The middleware Next bundles compresses as it streams: brotli it does not make.
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(decoded(answer)).toEqual(script);
    expect((await site.get({ "accept-encoding": "gzip, br" })).headers["content-encoding"]).toBe("gzip");
  });

  it("marks a cached page as varying by encoding before the page cache copies its headers", async () => {
    const page = Buffer.from("<!doctype html><p>Patent</p>".repeat(100));
    let copiedVary: unknown;
    const site = await serving(
      (response) => {
        response.statusCode = 200;
        response.setHeader("etag", '"p1"');
        response.setHeader("content-type", "text/html; charset=utf-8");
        response.setHeader("vary", "rsc");
        response.end(page);
      },
      (_body, answer) => (copiedVary = answer.getHeader("vary")),
    );
    await site.get({ "accept-encoding": "br" }, "/");
    expect(copiedVary).toBe("rsc, Accept-Encoding");
  });
});
