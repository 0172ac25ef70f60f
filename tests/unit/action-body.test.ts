import { PassThrough } from "node:stream";
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "@/lib/api/request";
import { CREDENTIAL_LIMITS } from "@/lib/auth/credentials";
import {
  ACTION_BODY_LIMIT_BYTES,
  actionBodyProblem,
  API_BODY_LIMIT_BYTES,
  AUTH_BODY_LIMIT_BYTES,
  bodyLimitFor,
  carriesBody,
  malformed,
  readBody,
  tooLarge,
} from "@/lib/site/action-body.mjs";
import { MAX_BODY_LENGTH, topicSchema } from "@/lib/topics/schema";

const PAGE = { api: false, basePath: "" };
const API = { api: true, basePath: "" };
const MALFORMED = malformed(PAGE);
const TOO_LARGE = tooLarge(PAGE);

const BOUNDARY = "----unitBoundary";
const multipart = (fields: [string, string][], end = `--${BOUNDARY}--\r\n`) =>
  Buffer.from(
    fields
      .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join("") + end,
  );
const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** A request as the server sees it: headers, then its body in chunks. */
function request(headers: Record<string, string>, chunks: Buffer[]): IncomingMessage {
  const stream = new PassThrough() as unknown as IncomingMessage;
  stream.headers = headers;
  for (const chunk of chunks) (stream as unknown as PassThrough).write(chunk);
  (stream as unknown as PassThrough).end();
  return stream;
}

describe("the server-action body limit", () => {
  it("holds the largest topic the schema accepts, written in 3-byte characters, with every other field at its longest", async () => {
    // The widest UTF-8 a single UTF-16 unit takes: 3 bytes (a 4-byte character is two units).
    const wide = (length: number) => "€".repeat(length);
    const body = `<p>${wide(MAX_BODY_LENGTH - 7)}</p>`;
    const topic = {
      languageCode: "tr",
      categoryId: 1,
      section: wide(120),
      title: wide(200),
      slug: "a".repeat(120),
      body,
      keywords: Array.from({ length: 50 }, () => wide(100)),
      metaTitle: wide(200),
      metaDescription: wide(300),
      order: 100_000,
      isActive: true,
    };
    expect(topicSchema.safeParse(topic).success).toBe(true);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      ...topic,
      keywords: topic.keywords.join(", "),
      adminLang: "tr",
      id: "2147483647",
      updatedAt: String(Date.now()),
    }))
      form.append(`1_${name}`, String(value));
    form.append("0", '["$K1"]');
    const sent = Buffer.from(await new Response(form).arrayBuffer()).length;
    expect(sent).toBeLessThan(ACTION_BODY_LIMIT_BYTES);
    // ...and a body one character longer is refused by the schema, which says so next to the field.
    expect(
      topicSchema
        .safeParse({ ...topic, body: `<p>${wide(MAX_BODY_LENGTH - 6)}</p>` })
        .error?.issues.map((issue) => issue.message),
    ).toEqual(["bodyTooLong"]);
  });

  it("refuses a declared length over the limit before reading, and a streamed body once it passes the limit", async () => {
    expect(await readBody(request({ "content-length": String(ACTION_BODY_LIMIT_BYTES + 1) }, []))).toEqual({
      refusal: TOO_LARGE,
    });
    const half = Buffer.alloc(ACTION_BODY_LIMIT_BYTES / 2 + 1, "a");
    expect(await readBody(request({}, [half, half]))).toEqual({ refusal: TOO_LARGE });
    const whole = await readBody(request({}, [Buffer.from("ab"), Buffer.from("c")]));
    expect(whole).toEqual({ body: Buffer.from("abc") });
  });
});

describe("every route's body limit", () => {
  it("is a few KB for next-auth's routes, the API's for the API, the forms' elsewhere, under a base path too", () => {
    expect(bodyLimitFor("/api/auth/callback/credentials")).toBe(AUTH_BODY_LIMIT_BYTES);
    expect(bodyLimitFor("/firma/api/auth/signout", "/firma")).toBe(AUTH_BODY_LIMIT_BYTES);
    expect(AUTH_BODY_LIMIT_BYTES).toBeLessThanOrEqual(16 * 1024);
    expect(bodyLimitFor("/api/content/tr/contents")).toBe(API_BODY_LIMIT_BYTES);
    expect(bodyLimitFor("/api/authors")).toBe(API_BODY_LIMIT_BYTES);
    expect(bodyLimitFor("/admin/contents/new")).toBe(ACTION_BODY_LIMIT_BYTES);
    expect(bodyLimitFor("/iletisim")).toBe(ACTION_BODY_LIMIT_BYTES);
    // The API reads its JSON with the same limit the server entry enforces first.
    expect(MAX_BODY_BYTES).toBe(API_BODY_LIMIT_BYTES);
  });

  it("holds the longest sign-in form next-auth can be sent, every character URL-encoded at its widest", () => {
    const wide = (length: number) => "€".repeat(length);
    const form = new URLSearchParams({
      email: wide(CREDENTIAL_LIMITS.email),
      password: wide(CREDENTIAL_LIMITS.password),
      csrfToken: "a".repeat(64),
      callbackUrl: `https://www.example.com/${"a".repeat(300)}`,
      json: "true",
    });
    expect(Buffer.byteLength(form.toString())).toBeLessThan(AUTH_BODY_LIMIT_BYTES);
  });

  it("refuses a sign-in body over the limit with the API's JSON error, streamed or declared", async () => {
    const overAuth = Buffer.alloc(AUTH_BODY_LIMIT_BYTES + 1, "a");
    for (const headers of [{}, { "content-length": String(overAuth.length) }] as Record<string, string>[]) {
      const read = await readBody(request(headers, [overAuth]), AUTH_BODY_LIMIT_BYTES, API);
      expect(read).toEqual({ refusal: tooLarge(API) });
    }
    const refusal = tooLarge(API);
    expect(refusal.status).toBe(413);
    expect(JSON.parse(refusal.body)).toEqual({ error: { code: "tooLarge", message: expect.any(String) } });
  });

  it("refuses a page's body with the error screen", () => {
    expect(TOO_LARGE).toMatchObject({ status: 413, headers: { "content-type": "text/html; charset=utf-8" } });
    expect(TOO_LARGE.body).toContain("<h1>Gönderilen veri çok büyük</h1>");
    expect(MALFORMED.body).toContain("<h1>İstek okunamadı</h1>");
  });

  it("knows a request with a body by its length or its chunks", () => {
    expect(carriesBody({ "content-length": "5" })).toBe(true);
    expect(carriesBody({ "transfer-encoding": "chunked" })).toBe(true);
    expect(carriesBody({ "content-length": "0" })).toBe(false);
    expect(carriesBody({})).toBe(false);
  });
});

describe("a server action's body", () => {
  it("passes when it is a whole multipart form or one JSON text", async () => {
    expect(
      await actionBodyProblem(
        MULTIPART_TYPE,
        multipart([
          ["1_title", "Başlık"],
          ["0", '["$K1"]'],
        ]),
      ),
    ).toBeNull();
    expect(await actionBodyProblem("text/plain;charset=UTF-8", Buffer.from('["$K1",{"a":1}]'))).toBeNull();
  });

  it("is refused with 400 when truncated, without its boundary, or not JSON", async () => {
    const cases: [string | undefined, Buffer][] = [
      [MULTIPART_TYPE, multipart([["1_title", "Başlık"]], "")],
      [MULTIPART_TYPE, Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K`)],
      ["multipart/form-data", multipart([["0", "[]"]])],
      [MULTIPART_TYPE, Buffer.from("--other\r\n\r\n--other--\r\n")],
      ["text/plain;charset=UTF-8", Buffer.from('["$K1",')],
      [undefined, Buffer.from("")],
    ];
    for (const [type, body] of cases)
      expect(await actionBodyProblem(type, body), `${type}: ${body.toString().slice(0, 40)}`).toEqual(MALFORMED);
    expect(MALFORMED.status).toBe(400);
    expect(TOO_LARGE.status).toBe(413);
  });
});
