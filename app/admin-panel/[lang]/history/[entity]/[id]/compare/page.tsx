import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { CompareView } from "@/components/admin/revisions/CompareView";
import { itemTitle } from "@/components/admin/revisions/labels";
import { parseId } from "@/lib/admin/forms";
import { adminHref, isAdminLocale, withQuery } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { compareRevisionData } from "@/lib/revisions/compare";
import { historyPage, isPublishedEntity, SECTION_OF } from "@/lib/revisions/entities";
import { findRevision, type RevisionView } from "@/lib/revisions/queries";

/** Two revisions of one item side by side (`?from=A&to=B`), the older one first whichever way they were picked. */
export default async function CompareRevisionsPage({
  params,
  searchParams,
}: PageProps<"/admin-panel/[lang]/history/[entity]/[id]/compare">) {
  const { lang, entity, id } = await params;
  if (!isAdminLocale(lang)) return null;
  const query = await searchParams;
  const session = await requireAdminPage(lang, withQuery(`/history/${entity}/${id}/compare`, query));
  const itemId = parseId(id);
  if (!isPublishedEntity(entity) || !itemId) notFound();
  const t = await getTranslations("Admin.revisions");
  const pair = await findPair(entity, itemId, query.from, query.to);
  const history = adminHref(lang, historyPage(entity, itemId));
  return (
    <AdminShell lang={lang} email={session.email} section={SECTION_OF[entity]}>
      <h1>{t("compareTitle", { title: pair ? itemTitle(pair[1].data) : "" })}</h1>
      <p>
        <a href={history}>{t("backToHistory")}</a>
      </p>
      {pair ? (
        <CompareView older={pair[0]} newer={pair[1]} fields={compareRevisionData(pair[0].data, pair[1].data)} />
      ) : (
        <p role="alert">{t("compareInvalid")}</p>
      )}
    </AdminShell>
  );
}

/** Both revisions, of this item and different, oldest first; null otherwise. */
async function findPair(
  entity: string,
  itemId: number,
  from: unknown,
  to: unknown,
): Promise<[RevisionView, RevisionView] | null> {
  const [a, b] = await Promise.all([findRevision(parseId(from) ?? 0), findRevision(parseId(to) ?? 0)]);
  const ofItem = (revision: RevisionView | null): revision is RevisionView =>
    revision !== null && revision.entity === entity && revision.entityId === itemId;
  if (!ofItem(a) || !ofItem(b) || a.id === b.id) return null;
  return a.id < b.id ? [a, b] : [b, a];
}
