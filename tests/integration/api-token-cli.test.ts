import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { languagesEndpoints } from "@/lib/languages/api";
import { apiContext, apiRequest, call } from "../helpers/api";
import { runScript } from "../helpers/run-script";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

/** `npm run api-token:create|list|revoke`: the token printed once authenticates until it is revoked. */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

const tokenCommand = (...args: string[]) => runScript("api-token.ts", args, { DATABASE_URL: t.url });
const readLanguages = (token: string) =>
  call(languagesEndpoints(apiContext(t.db)).GET, apiRequest("GET", "/languages", { token }));

describe("npm run api-token:*", () => {
  it("creates a token that authenticates, lists it with its last use, and revokes it for good", async () => {
    const name = `deploy-${randomBytes(4).toString("hex")}`;
    const created = await tokenCommand("create", "--name", name);
    expect(created.code).toBe(0);
    const token = created.stdout.match(/^bip_[\w-]+$/m)?.[0];
    expect(token).toBeDefined();
    expect((await t.db.apiToken.findUniqueOrThrow({ where: { name } })).tokenHash).not.toContain(token!);

    const unused = await tokenCommand("list");
    expect(unused.stdout).toMatch(new RegExp(`^${name}\\t\\S+\\t-\\tactive$`, "m"));
    expect(unused.stdout).not.toContain(token!);

    expect((await readLanguages(token!)).status).toBe(200);
    const used = await t.db.apiToken.findUniqueOrThrow({ where: { name } });
    expect((await tokenCommand("list")).stdout).toContain(
      `${name}\t${used.createdAt.toISOString()}\t${used.lastUsedAt!.toISOString()}\tactive`,
    );

    const revoked = await tokenCommand("revoke", "--name", name);
    expect(revoked).toMatchObject({ code: 0, stdout: `Revoked API token ${name}\n` });
    expect((await readLanguages(token!)).status).toBe(401);
    expect((await tokenCommand("list")).stdout).toMatch(new RegExp(`^${name}\\t.*\\trevoked \\S+$`, "m"));
    expect(
      await t.db.change.findMany({
        where: { entityId: String(used.id) },
        select: { entity: true, action: true, actor: true },
      }),
    ).toEqual([
      { entity: "apiToken", action: "create", actor: "system:api-token:create" },
      { entity: "apiToken", action: "update", actor: "system:api-token:revoke" },
    ]);
  });

  it("refuses a taken name, an unknown or revoked one to revoke, and a missing name, with exit code 1", async () => {
    const name = `twice-${randomBytes(4).toString("hex")}`;
    expect((await tokenCommand("create", "--name", name)).code).toBe(0);
    expect(await tokenCommand("create", "--name", name)).toMatchObject({
      code: 1,
      stderr: `A token named ${name} already exists\n`,
    });
    expect(await tokenCommand("revoke", "--name", `${name}-unknown`)).toMatchObject({
      code: 1,
      stderr: `No token is named ${name}-unknown\n`,
    });
    expect((await tokenCommand("revoke", "--name", name)).code).toBe(0);
    expect(await tokenCommand("revoke", "--name", name)).toMatchObject({
      code: 1,
      stderr: `The token ${name} is revoked already\n`,
    });
    for (const args of [["create"], ["rotate", "--name", name]])
      expect((await tokenCommand(...args)).stderr).toContain("Usage:");
  });
});
