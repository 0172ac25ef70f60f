import { parseArgs } from "node:util";
import { createApiTokenOperation, revokeApiTokenOperation } from "@/lib/api-tokens/mutations";
import { listApiTokens } from "@/lib/api-tokens/queries";
import type { ApiTokenSummary } from "@/lib/api-tokens/schema";
import { createPrismaClient } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { requireDatabaseUrl, runCli } from "./cli";
import { writeFromCommand } from "@/lib/database/command-write";

const USAGE =
  "Usage: npm run api-token:create -- --name N | npm run api-token:list | npm run api-token:revoke -- --name N";

/** The refusals of the write path, as the operator reads them. */
const MESSAGES: Record<string, (name: string) => string> = {
  nameTaken: (name) => `A token named ${name} already exists`,
  notFound: (name) => `No token is named ${name}`,
  alreadyRevoked: (name) => `The token ${name} is revoked already`,
};

async function create(db: PrismaClient, name: string) {
  const result = await writeFromCommand(db, "api-token:create", createApiTokenOperation({ name }));
  if (!result.ok) throw new Error(MESSAGES[result.error]?.(name) ?? result.error);
  console.log(
    `Created API token ${result.value.name}. It is shown this once; send it as "Authorization: Bearer <token>":`,
  );
  console.log(result.value.token);
}

async function revoke(db: PrismaClient, name: string) {
  const result = await writeFromCommand(db, "api-token:revoke", revokeApiTokenOperation({ name }));
  if (!result.ok) throw new Error(MESSAGES[result.error]?.(name) ?? result.error);
  console.log(`Revoked API token ${name}`);
}

const when = (date: Date | null) => date?.toISOString() ?? "-";
const line = (token: ApiTokenSummary) =>
  [
    token.name,
    when(token.createdAt),
    when(token.lastUsedAt),
    token.revokedAt ? `revoked ${when(token.revokedAt)}` : "active",
  ].join("\t");

async function list(db: PrismaClient) {
  const tokens = await listApiTokens(db);
  if (tokens.length === 0) return console.log("No API tokens");
  console.log(["name", "created", "last used", "status"].join("\t"));
  for (const token of tokens) console.log(line(token));
}

// npm run api-token:create -- --name N | api-token:list | api-token:revoke -- --name N
runCli(async () => {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { name: { type: "string" } } });
  const [command] = positionals;
  if (command !== "list" && ((command !== "create" && command !== "revoke") || !values.name)) throw new Error(USAGE);
  const db = createPrismaClient(requireDatabaseUrl());
  try {
    if (command === "list") await list(db);
    else if (command === "create") await create(db, values.name!);
    else await revoke(db, values.name!);
  } finally {
    await db.$disconnect();
  }
});
