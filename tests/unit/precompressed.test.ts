import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptedEncoding, precompressedStore } from "@/lib/site/precompressed.mjs";

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

describe("the precompressed bodies of cached pages", () => {
  it("are made once per ETag: gzip at once, brotli when the thread pool has made it", async () => {
    const store = precompressedStore();
    const body = page("Patent ");
    const first = store.get('"a1"', body, "br");
    expect(first.encoding).toBe("gzip");
    expect(zlib.gunzipSync(first.body)).toEqual(body);
    await expect.poll(() => store.get('"a1"', body, "br").encoding).toBe("br");
    const again = store.get('"a1"', body, "br");
    expect(zlib.brotliDecompressSync(again.body)).toEqual(body);
    // The same entry: the gzip of the first request is the one served.
    expect(store.get('"a1"', body, "gzip").body).toBe(first.body);
    expect(store.size().entries).toBe(1);
  });

  it("keep within their budget, dropping the least recently used", async () => {
    const [a, b, c] = ["A ", "B ", "C "].map(page) as [Buffer, Buffer, Buffer];
    const onePage = zlib.gzipSync(a, { level: 9 }).length + zlib.brotliCompressSync(a, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    const store = precompressedStore(2 * onePage);
    const made = async (etag: string, body: Buffer) => {
      store.get(etag, body, "br");
      await expect.poll(() => store.get(etag, body, "br").encoding).toBe("br");
    };
    await made('"a"', a);
    await made('"b"', b);
    store.get('"a"', a, "br"); // used again: "b" is now the oldest
    await made('"c"', c);
    expect(store.size()).toEqual({ entries: 2, bytes: 2 * onePage });
    expect(store.get('"a"', a, "br").encoding).toBe("br");
    // "b" went: made again, gzip first.
    expect(store.get('"b"', b, "br").encoding).toBe("gzip");
  });
});
