import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { EditingLanguageNote } from "@/components/admin/EditingLanguageNote";
import { TeamForm } from "@/components/admin/team/TeamForm";
import { isAdminLocale, withQuery } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { getLanguages, pickContentLanguage } from "@/lib/languages/queries";
import { emptyTeamMemberValues } from "@/lib/team-members/form";
import { nextTeamMemberOrder } from "@/lib/database/next-order";

export default async function NewTeamMemberPage({ params, searchParams }: PageProps<"/admin-panel/[lang]/team/new">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const t = await getTranslations("Admin.team");
  const query = await searchParams;
  const session = await requireAdminPage(lang, withQuery("/team/new", query));
  const languages = await getLanguages();
  const content = pickContentLanguage(languages, query.lang);
  if (!content) notFound();
  return (
    <AdminShell lang={lang} email={session.email} section="team">
      <h1>{t("newTitle")}</h1>
      <EditingLanguageNote code={content.code} languages={languages} />
      <TeamForm
        adminLang={lang}
        initial={emptyTeamMemberValues(content.code, await nextTeamMemberOrder(content.code))}
      />
    </AdminShell>
  );
}
