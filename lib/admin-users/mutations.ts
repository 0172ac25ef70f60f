import { randomBytes } from "node:crypto";
import { systemActor } from "@/lib/auth/actor";
import { refreshOutsideNext } from "@/lib/database/cache-refresh";
import { refuse, write, type WriteOperation } from "@/lib/database/write";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { hashPassword } from "./password";
import { countAdminUsers } from "./queries";
import { adminCredentialsSchema, INITIAL_ADMIN_EMAIL } from "./schema";

/** Creates an administrator; an e-mail in use is refused: 'User already exists'. */
export function createAdminUserOperation(input: {
  email: string;
  password: string;
}): WriteOperation<typeof adminCredentialsSchema, { email: string }> {
  return {
    entity: "adminUser",
    action: "create",
    schema: adminCredentialsSchema,
    input,
    onUniqueViolation: () => refuse("User already exists"),
    async apply(tx, { email, password }) {
      const created = await tx.adminUser.create({
        data: { email, passwordHash: await hashPassword(password) },
        select: { id: true },
      });
      return { id: created.id, value: { email }, languages: [], tags: [] };
    },
  };
}

export type CreateAdminResult = { ok: true; email: string } | { ok: false; error: string };

/** The command line's create (admin:create, the start command): the operator is the actor. */
export async function createAdminUser(
  db: PrismaClient,
  input: { email: string; password: string },
  command = "admin:create",
): Promise<CreateAdminResult> {
  const result = await write(systemActor(command), createAdminUserOperation(input), {
    refresh: refreshOutsideNext,
    db,
  });
  if (result.ok) return { ok: true, email: result.value.email };
  return {
    ok: false,
    error: result.error === "invalid" ? (Object.values(result.fieldErrors)[0] ?? "Invalid input") : result.error,
  };
}

export type InitialAdmin = { created: false } | { created: true; email: string; generatedPassword?: string };

/**
 * At start, a site with no administrator gets one: the ADMIN_EMAIL/ADMIN_PASSWORD pair when given,
 * else admin@localhost with a random password that the caller prints once.
 */
export async function ensureInitialAdmin(
  db: PrismaClient,
  configured: { email?: string; password?: string },
): Promise<InitialAdmin> {
  if ((await countAdminUsers(db)) > 0) return { created: false };
  if (configured.email && configured.password) {
    const result = await createAdminUser(db, { email: configured.email, password: configured.password }, "start");
    if (!result.ok) throw new Error(`Cannot create the admin from ADMIN_EMAIL: ${result.error}`);
    return { created: true, email: result.email };
  }
  const generatedPassword = randomBytes(12).toString("base64url");
  const result = await createAdminUser(db, { email: INITIAL_ADMIN_EMAIL, password: generatedPassword }, "start");
  if (!result.ok) throw new Error(`Cannot create the initial admin: ${result.error}`);
  return { created: true, email: result.email, generatedPassword };
}
