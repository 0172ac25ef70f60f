import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { LanguageForm } from "@/components/admin/languages/LanguageForm";
import { isAdminLocale } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { emptyLanguageValues } from "@/lib/languages/form";
import { nextLanguageOrder } from "@/lib/database/next-order";

export default async function NewLanguagePage({ params }: PageProps<"/admin-panel/[lang]/languages/new">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const session = await requireAdminPage(lang, "/languages/new");
  const t = await getTranslations("Admin.languages");
  return (
    <AdminShell lang={lang} email={session.email} section="languages">
      <h1>{t("newTitle")}</h1>
      <LanguageForm adminLang={lang} initial={emptyLanguageValues(await nextLanguageOrder())} />
    </AdminShell>
  );
}
