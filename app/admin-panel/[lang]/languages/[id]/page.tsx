import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { OutcomeToast } from "@/components/admin/OutcomeToast";
import { LanguageForm } from "@/components/admin/languages/LanguageForm";
import { parseId } from "@/lib/admin/forms";
import { isAdminLocale } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { languageFormValues } from "@/lib/languages/form";
import { findLanguageForEdit } from "@/lib/languages/queries";

export default async function EditLanguagePage({
  params,
  searchParams,
}: PageProps<"/admin-panel/[lang]/languages/[id]">) {
  const { lang, id } = await params;
  if (!isAdminLocale(lang)) return null;
  const session = await requireAdminPage(lang, `/languages/${id}`);
  const languageId = parseId(id);
  const language = languageId ? await findLanguageForEdit(languageId) : null;
  if (!language) notFound();
  const t = await getTranslations("Admin.languages");
  // A save that stays on the form comes back here at a new version: a fresh form (its fields, version and guard).
  const version = language.updatedAt.getTime();
  return (
    <AdminShell lang={lang} email={session.email} section="languages">
      <h1>{t("editTitle", { name: language.name })}</h1>
      <OutcomeToast message={(await searchParams).saved ? t("saved") : ""} />
      <LanguageForm
        key={version}
        adminLang={lang}
        existing={{ id: language.id, updatedAt: version }}
        initial={languageFormValues(language)}
      />
    </AdminShell>
  );
}
