import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { OutcomeToast } from "@/components/admin/OutcomeToast";
import { EditingLanguagePicker } from "@/components/admin/EditingLanguagePicker";
import { TeamTable } from "@/components/admin/team/TeamTable";
import { adminHref, isAdminLocale, withQuery } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { getLanguages, pickContentLanguage } from "@/lib/languages/queries";
import { findTeamMembersForAdmin } from "@/lib/team-members/queries";

export default async function TeamPage({ params, searchParams }: PageProps<"/admin-panel/[lang]/team">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const t = await getTranslations("Admin.team");
  const query = await searchParams;
  const session = await requireAdminPage(lang, withQuery("/team", query));
  const languages = await getLanguages();
  const content = pickContentLanguage(languages, query.lang);
  const rows = content ? await findTeamMembersForAdmin(content.code) : [];
  return (
    <AdminShell lang={lang} email={session.email} section="team">
      <h1>{t("title")}</h1>
      {content && <EditingLanguagePicker languages={languages} current={content.code} listHref={adminHref(lang, "/team")} />}
      <OutcomeToast message={query.saved ? t("saved") : query.deleted ? t("deleted") : ""} />
      {content && (
        <p>
          <a href={`${adminHref(lang, "/team/new")}?lang=${content.code}`}>{t("new")}</a>
        </p>
      )}
      <TeamTable lang={lang} languageCode={content?.code ?? lang} rows={rows} />
    </AdminShell>
  );
}
