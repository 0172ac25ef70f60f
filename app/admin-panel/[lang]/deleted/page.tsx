import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { DeletedList } from "@/components/admin/revisions/DeletedList";
import { FailureNotice } from "@/components/admin/revisions/FailureNotice";
import { parseId } from "@/lib/admin/forms";
import { isAdminLocale } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { DELETED_KEPT_DAYS } from "@/lib/revisions/entities";
import { findDeletedItems, findRevision } from "@/lib/revisions/queries";

/** "Silinen öğeler": what was deleted within the days it is kept, to bring back as a draft. */
export default async function DeletedItemsPage({ params, searchParams }: PageProps<"/admin-panel/[lang]/deleted">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const session = await requireAdminPage(lang, "/deleted");
  const t = await getTranslations("Admin.revisions.deleted");
  const query = await searchParams;
  const items = await findDeletedItems();
  // A refusal names the field of the item that was to come back (its entity's messages say why).
  const failedRevision = query.revision ? await findRevision(parseId(query.revision) ?? 0) : null;
  return (
    <AdminShell lang={lang} email={session.email} section={null}>
      <h1>{t("title")}</h1>
      <p>{t("intro", { days: DELETED_KEPT_DAYS })}</p>
      <FailureNotice query={query} entity={failedRevision?.entity} heading="undo" />
      {items.length === 0 ? (
        <p>{t("empty", { days: DELETED_KEPT_DAYS })}</p>
      ) : (
        <DeletedList lang={lang} items={items} />
      )}
    </AdminShell>
  );
}
