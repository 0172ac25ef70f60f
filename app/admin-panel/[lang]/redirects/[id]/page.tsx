import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { RedirectForm } from "@/components/admin/redirects/RedirectForm";
import { parseId } from "@/lib/admin/forms";
import { isAdminLocale } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { findRedirectForEdit } from "@/lib/redirects/queries";

export default async function EditRedirectPage({ params }: PageProps<"/admin-panel/[lang]/redirects/[id]">) {
  const { lang, id } = await params;
  if (!isAdminLocale(lang)) return null;
  const session = await requireAdminPage(lang, `/redirects/${id}`);
  const redirectId = parseId(id);
  const redirect = redirectId ? await findRedirectForEdit(redirectId) : null;
  if (!redirect) notFound();
  const t = await getTranslations("Admin.redirects");
  const version = redirect.updatedAt.getTime();
  return (
    <AdminShell lang={lang} email={session.email} section="redirects">
      <h1>{t("editTitle")}</h1>
      <RedirectForm
        key={version}
        adminLang={lang}
        existing={{ id: redirect.id, updatedAt: version }}
        initial={{ fromPath: redirect.fromPath, toPath: redirect.toPath }}
      />
    </AdminShell>
  );
}
