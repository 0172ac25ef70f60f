import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import { z } from "zod";
import type { PrismaClient } from "@/lib/generated/prisma/client";

/** OWASP's recommendation for bcrypt is a work factor of at least 10; 12 costs ~0.3 s here. */
export const PASSWORD_HASH_COST = 12;
export const INITIAL_ADMIN_EMAIL = "admin@localhost";

export const adminCredentialsSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[^\s@]+@[^\s@]+$/, "E-mail address is not valid"),
  password: z.string().min(8, "Password must be at least 8 characters").max(200, "Password is too long"),
});

export type AdminCredentials = z.infer<typeof adminCredentialsSchema>;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, PASSWORD_HASH_COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

export type CreateAdminResult = { ok: true; email: string } | { ok: false; error: string };

export async function createAdminUser(db: PrismaClient, input: { email: string; password: string }): Promise<CreateAdminResult> {
  const parsed = adminCredentialsSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "Invalid input" };
  const { email, password } = parsed.data;
  if (await db.adminUser.findUnique({ where: { email } })) return { ok: false, error: "User already exists" };
  const passwordHash = await hashPassword(password);
  const created = await db.adminUser.createMany({ data: { email, passwordHash }, skipDuplicates: true });
  // A concurrent create of the same e-mail between the check and the insert lands here.
  return created.count === 1 ? { ok: true, email } : { ok: false, error: "User already exists" };
}

export type InitialAdmin =
  | { created: false }
  | { created: true; email: string; generatedPassword?: string };

/**
 * At start, a site with no administrator gets one: the ADMIN_EMAIL/ADMIN_PASSWORD pair when given,
 * else admin@localhost with a random password that the caller prints once.
 */
export async function ensureInitialAdmin(
  db: PrismaClient,
  configured: { email?: string; password?: string },
): Promise<InitialAdmin> {
  if ((await db.adminUser.count()) > 0) return { created: false };
  if (configured.email && configured.password) {
    const result = await createAdminUser(db, { email: configured.email, password: configured.password });
    if (!result.ok) throw new Error(`Cannot create the admin from ADMIN_EMAIL: ${result.error}`);
    return { created: true, email: result.email };
  }
  const generatedPassword = randomBytes(12).toString("base64url");
  const result = await createAdminUser(db, { email: INITIAL_ADMIN_EMAIL, password: generatedPassword });
  if (!result.ok) throw new Error(`Cannot create the initial admin: ${result.error}`);
  return { created: true, email: result.email, generatedPassword };
}
