import { publicationOf, withWorkingCopy } from "@/lib/publishing/working-copy";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { PreviewPanel } from "@/components/admin/PreviewPanel";
import { OutcomeToast, publishingMessage } from "@/components/admin/OutcomeToast";
import { EditingLanguageNote } from "@/components/admin/EditingLanguageNote";
import { TeamForm } from "@/components/admin/team/TeamForm";
import { HistoryLink } from "@/components/admin/revisions/HistoryLink";
import { parseId } from "@/lib/admin/forms";
import { isAdminLocale } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { getLanguages } from "@/lib/languages/queries";
import { teamMemberFormValues } from "@/lib/team-members/form";
import { findTeamMemberForEdit } from "@/lib/team-members/queries";
import { workingCopyColumns } from "@/lib/team-members/public";
import { CreatedVersionNotice } from "@/components/admin/coverage/CreatedVersionNotice";
import { findTranslationCheck } from "@/lib/counterparts/source-version";

export default async function EditTeamMemberPage({ params, searchParams }: PageProps<"/admin-panel/[lang]/team/[id]">) {
  const { lang, id } = await params;
  if (!isAdminLocale(lang)) return null;
  const session = await requireAdminPage(lang, `/team/${id}`);
  const memberId = parseId(id);
  const member = memberId ? await findTeamMemberForEdit(memberId) : null;
  if (!member) notFound();
  const t = await getTranslations("Admin.team");
  const languages = await getLanguages();
  const query = await searchParams;
  // A save that stays on the form comes back here at a new version: a fresh form (its fields, version and guard).
  const version = member.updatedAt.getTime();
  return (
    <AdminShell lang={lang} email={session.email} section="team">
      <h1>{t("editTitle", { name: member.name })}</h1>
      <EditingLanguageNote code={member.languageCode} languages={languages} />
      <HistoryLink entity="teamMember" id={member.id} />
      <CreatedVersionNotice lang={lang} query={query} />
      <PreviewPanel entity="teamMember" id={member.id} />
      <OutcomeToast message={await publishingMessage(t("saved"), query)} />
      <TeamForm
        key={version}
        adminLang={lang}
        existing={{ id: member.id, updatedAt: version }}
        publication={publicationOf(member)}
        initial={teamMemberFormValues(withWorkingCopy(member, workingCopyColumns))}
        translationCheck={await findTranslationCheck("teamMember", member)}
      />
    </AdminShell>
  );
}
