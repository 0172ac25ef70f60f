import { redirect } from "next/navigation";
import { LoginForm } from "@/components/admin/LoginForm";
import { adminHref, isAdminLocale, safeReturnPath } from "@/lib/admin/paths";
import { getAdminSession } from "@/lib/auth/session";
import { BASE_PATH } from "@/lib/site/base-path";

/** /admin: the sign-in page; a signed-in administrator goes on to the dashboard. */
export default async function AdminLoginPage({ params, searchParams }: PageProps<"/admin-panel/[lang]">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const from = (await searchParams).from;
  const target = safeReturnPath(typeof from === "string" ? from : null, adminHref(lang, "/dashboard"));
  // redirect() adds the base path itself; the form's full-page navigation needs it included.
  if (await getAdminSession()) redirect(target.slice(BASE_PATH.length));
  return <LoginForm returnTo={target} />;
}
