import { redirect } from "next/navigation";
import { adminHref, adminPath, type AdminLocale } from "@/lib/admin/paths";
import { getAdminSession, type AdminSession } from "./session";

/** For admin pages: the session, or a redirect to the sign-in page that comes back here afterwards. */
export async function requireAdminPage(lang: AdminLocale, page: string): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) redirect(`${adminPath(lang)}?from=${encodeURIComponent(adminHref(lang, page))}`);
  return session;
}
