import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { FailureNotice } from "@/components/admin/revisions/FailureNotice";
import { itemTitle } from "@/components/admin/revisions/labels";
import { RevisionList } from "@/components/admin/revisions/RevisionList";
import { parseId } from "@/lib/admin/forms";
import { adminHref, isAdminLocale } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { editPage, isPublishedEntity, SECTION_OF } from "@/lib/revisions/entities";
import { findHistory, findItemVersion } from "@/lib/revisions/queries";

/** A category's, topic's or team member's revisions (also once it is deleted), to compare and restore. */
export default async function HistoryPage({
  params,
  searchParams,
}: PageProps<"/admin-panel/[lang]/history/[entity]/[id]">) {
  const { lang, entity, id } = await params;
  if (!isAdminLocale(lang)) return null;
  const session = await requireAdminPage(lang, `/history/${entity}/${id}`);
  const itemId = parseId(id);
  if (!isPublishedEntity(entity) || !itemId) notFound();
  const revisions = await findHistory(entity, itemId);
  const version = await findItemVersion(entity, itemId);
  if (revisions.length === 0 && !version) notFound();
  const t = await getTranslations("Admin.revisions");
  const title = revisions[0] ? itemTitle(revisions[0].data) : "";
  return (
    <AdminShell lang={lang} email={session.email} section={SECTION_OF[entity]}>
      <h1>{t("historyTitle", { title })}</h1>
      {version ? (
        <p>
          <a href={adminHref(lang, editPage(entity, itemId))}>{t("backToForm")}</a>
        </p>
      ) : (
        <p>
          {t("itemDeleted")} <a href={adminHref(lang, "/deleted")}>{t("deleted.title")}</a>
        </p>
      )}
      <FailureNotice query={await searchParams} entity={entity} heading="restore" />
      {version && <p>{t("restoreHint")}</p>}
      {revisions.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <RevisionList
          lang={lang}
          entity={entity}
          id={itemId}
          revisions={revisions}
          version={version ? version.getTime() : null}
        />
      )}
    </AdminShell>
  );
}
