import { randomBytes } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTopic } from "@/lib/topics/mutations";
import { sanitizeRichText } from "@/lib/text/rich-text";
import { topicsEndpoints } from "@/lib/topics/api";
import { apiContext, apiRequest, call, createToken } from "../helpers/api";
import { insertCategory } from "../helpers/fixtures";
import { contentTestDatabase } from "../helpers/test-database";
import { writeTo } from "../helpers/write";
import { dangersIn, xssVectors } from "../helpers/xss";

/**
 * Every vector of the stored-XSS corpus, saved as a topic's body by an administrator (the admin's
 * write) and through the REST API, is stored with nothing that could run: no script-bearing element,
 * no event handler, no script or document URL in any encoding. The e2e test renders them.
 */
const t = contentTestDatabase(["tr"]);
const vectors = xssVectors();
let categoryId = 0;
let token = "";

beforeAll(async () => {
  token = await createToken(t.db, `xss-${randomBytes(4).toString("hex")}`);
});
beforeEach(async () => {
  categoryId = (await insertCategory(t.db, "tr", `xss-${randomBytes(3).toString("hex")}`)).id;
});

describe("the stored-XSS corpus", () => {
  it("has at least 150 vectors, none twice", () => {
    expect(vectors.length).toBeGreaterThanOrEqual(150);
    expect(new Set(vectors).size).toBe(vectors.length);
  });

  it("is sanitized into bodies with nothing that could run", () => {
    const unsafe = vectors
      .map((vector) => ({ vector, dangers: dangersIn(sanitizeRichText(vector)) }))
      .filter(({ dangers }) => dangers.length);
    expect(unsafe).toEqual([]);
  });

  it("is stored harmless when an administrator saves each vector as a topic", async () => {
    const unsafe: { vector: string; stored: string }[] = [];
    let saved = 0;
    for (const [index, vector] of vectors.entries()) {
      const result = await writeTo(
        t.db,
        createTopic({ languageCode: "tr", categoryId, title: `XSS ${index}`, slug: `xss-${index}`, body: vector }),
        { actor: { kind: "admin", email: "editor@example.com" } },
      );
      // A vector with nothing left after sanitizing is an empty body: refused, and nothing is stored.
      if (!result.ok) {
        expect(result, vector).toMatchObject({ error: "invalid", fieldErrors: { body: expect.any(String) } });
        continue;
      }
      const stored = (await t.db.topic.findUniqueOrThrow({ where: { id: Number(result.id) } })).body;
      saved += 1;
      if (dangersIn(stored).length) unsafe.push({ vector, stored });
    }
    expect(unsafe).toEqual([]);
    // Most keep some harmless text or markup: the check above read real stored bodies.
    expect(saved).toBeGreaterThan(vectors.length / 2);
  });

  it("is stored harmless through the REST API, all vectors in one body too", async () => {
    const topics = topicsEndpoints(apiContext(t.db));
    const answer = await call(
      topics.POST,
      apiRequest("POST", "/content/tr/contents", {
        token,
        body: { categoryId, title: "Hepsi", slug: "hepsi", body: vectors.join("\n") },
      }),
      { lang: "tr" },
    );
    expect(answer.status).toBe(201);
    expect(dangersIn(answer.body.body)).toEqual([]);
    expect(dangersIn((await t.db.topic.findUniqueOrThrow({ where: { id: answer.body.id } })).body)).toEqual([]);
  });
});
