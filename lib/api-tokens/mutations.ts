import { refuse, type WriteOperation } from "@/lib/database/write";
import { apiTokenNameSchema } from "./schema";
import { hashApiToken, newApiToken } from "./secret";

/** Makes a token; the value holds the token itself, which the caller shows once and nobody can read again. */
export function createApiTokenOperation(input: {
  name: string;
}): WriteOperation<typeof apiTokenNameSchema, { name: string; token: string }> {
  return {
    entity: "apiToken",
    action: "create",
    schema: apiTokenNameSchema,
    input,
    onUniqueViolation: () => refuse("nameTaken"),
    async apply(tx, { name }) {
      const token = newApiToken();
      const created = await tx.apiToken.create({
        data: { name, tokenHash: hashApiToken(token) },
        select: { id: true },
      });
      return { id: created.id, value: { name, token }, languages: [], tags: [] };
    },
  };
}

/** Revokes a token for good (it stays listed, with when it was revoked); a revoked one again is "alreadyRevoked". */
export function revokeApiTokenOperation(input: {
  name: string;
}): WriteOperation<typeof apiTokenNameSchema, { name: string }> {
  return {
    entity: "apiToken",
    action: "update",
    schema: apiTokenNameSchema,
    input,
    async apply(tx, { name }) {
      const token = await tx.apiToken.findUnique({ where: { name }, select: { id: true, revokedAt: true } });
      if (!token) return refuse("notFound");
      if (token.revokedAt) return refuse("alreadyRevoked");
      await tx.apiToken.update({ where: { id: token.id }, data: { revokedAt: new Date() } });
      return { id: token.id, value: { name }, languages: [], tags: [] };
    },
  };
}
