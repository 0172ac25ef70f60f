import { encode } from "next-auth/jwt";
import { createAdminUser } from "@/lib/admin-users/mutations";
import { startAdminSession } from "@/lib/auth/admin-sessions";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { insertLanguage } from "./fixtures";
import { requestCookies } from "./next-request";
import { createTestDatabase, type TestDatabase } from "./test-database";

/**
 * A database of its own for server actions called in a test. The actions' client (lib/db.ts) reads
 * DATABASE_URL and next-auth reads AUTH_SECRET, so both are set here. It holds the administrator
 * (not signed in yet: signInToCookies) and the default language, Turkish.
 */
export async function databaseForAdminActions({
  email,
  secret,
}: {
  email: string;
  secret: string;
}): Promise<TestDatabase> {
  process.env.AUTH_SECRET = secret;
  const t = await createTestDatabase();
  process.env.DATABASE_URL = t.url;
  await createAdminUser(t.db, { email, password: "correct horse battery" });
  await insertLanguage(t.db, "tr", { isDefault: true });
  return t;
}

/**
 * Signs an administrator in for a server action called in a test: starts a session the server holds
 * and puts its cookie, as next-auth writes it at sign-in, into the stood-in request (./next-request.ts).
 * Returns the session's id.
 */
export async function signInToCookies(
  db: PrismaClient,
  { email, secret, loginAt }: { email: string; secret: string; loginAt: number },
): Promise<string> {
  const admin = await db.adminUser.findUniqueOrThrow({ where: { email } });
  const sid = await startAdminSession(db, admin.id, new Date(loginAt));
  requestCookies.set("next-auth.session-token", await encode({ token: { email, loginAt, sid }, secret }));
  return sid;
}

/** A form's fields as the browser posts them to a server action. */
export function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}
