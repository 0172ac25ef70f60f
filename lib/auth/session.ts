import { getServerSession } from "next-auth";
import { db } from "@/lib/db";
import { authOptions } from "./options";
import { isSessionExpired } from "./session-expiry";

export interface AdminSession {
  email: string;
}

/**
 * The one authorization check: every admin page, server action and route handler calls it first.
 * A session counts only within 24 hours of its login and while its administrator still exists.
 */
export async function getAdminSession(): Promise<AdminSession | null> {
  const session = (await getServerSession(authOptions)) as { user?: { email?: string | null }; loginAt?: number } | null;
  const email = session?.user?.email;
  if (!email || isSessionExpired(session.loginAt)) return null;
  const admin = await db.adminUser.findUnique({ where: { email }, select: { email: true } });
  return admin ? { email: admin.email } : null;
}
