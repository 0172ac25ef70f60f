import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { RedirectForm } from "@/components/admin/redirects/RedirectForm";
import { isAdminLocale } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { EMPTY_REDIRECT } from "@/lib/redirects/form";

export default async function NewRedirectPage({ params }: PageProps<"/admin-panel/[lang]/redirects/new">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const session = await requireAdminPage(lang, "/redirects/new");
  const t = await getTranslations("Admin.redirects");
  return (
    <AdminShell lang={lang} email={session.email} section="redirects">
      <h1>{t("newTitle")}</h1>
      <RedirectForm adminLang={lang} initial={EMPTY_REDIRECT} />
    </AdminShell>
  );
}
