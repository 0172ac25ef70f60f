import { getTranslations } from "next-intl/server";
import type { AdminLocale } from "@/lib/admin/paths";
import { deleteTeamMemberAction } from "@/lib/team-members/actions";
import { initialsOf } from "@/lib/team-members/public";
import type { AdminTeamMemberRow } from "@/lib/team-members/queries";
import { AdminRowActions } from "../AdminRowActions";
import { PublicationBadge } from "../PublicationBadge";
import { BulkPublishBar } from "../BulkPublish";
import { bulkFormId, SelectCell } from "../BulkSelect";
import { AdminTable, OrderCell, type TableReorder } from "../AdminTable";
import styles from "./TeamTable.module.css";
import { BASE_PATH } from "@/lib/site/base-path";
import { currentVariantOf } from "@/lib/media/parse-address";

/** The members of one content language by order: photo or initials, name, title, status, actions. */
export async function TeamTable({
  lang,
  languageCode,
  rows,
  reorder,
}: {
  lang: AdminLocale;
  languageCode: string;
  rows: AdminTeamMemberRow[];
  reorder: TableReorder;
}) {
  const t = await getTranslations("Admin.team");
  const bulk = await getTranslations("Admin.bulkPublish");
  const bulkForm = bulkFormId("teamMember");
  return (
    <>
      {rows.length > 0 && <BulkPublishBar entity="teamMember" adminLang={lang} />}
      <AdminTable
        columns={[t("order"), t("photo"), t("fields.name"), t("fields.title"), t("status")]}
        actions={t("actions")}
        empty={rows.length === 0 ? t("empty") : null}
        reorder={reorder}
        items={rows.map((row) => ({ id: row.id, label: row.name }))}
        selection={bulk("column")}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <SelectCell form={bulkForm} id={row.id} label={bulk("selectRow", { name: row.name })} />
            <OrderCell reorder={reorder} row={row} />
            <td>
              {row.image ? (
                // Typed in the admin, from any host: next/image would need each one listed. Decorative: the name is beside it.
                // eslint-disable-next-line @next/next/no-img-element
                <img
                  className={styles.thumb}
                  src={thumbnailOf(row.image)}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className={`${styles.thumb} ${styles.initials}`} aria-hidden="true">
                  {initialsOf(row.name, languageCode)}
                </span>
              )}
            </td>
            <th scope="row">{row.name}</th>
            <td>{row.title}</td>
            <td>
              <PublicationBadge state={row.state} />
            </td>
            <AdminRowActions
              lang={lang}
              section="team"
              row={{ id: row.id, title: row.name }}
              deleteAction={deleteTeamMemberAction}
              question={t("deleteConfirm", { name: row.name })}
            />
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

/** A library portrait as its small square crop (never the original, which may be megabytes); any other address as it is. */
function thumbnailOf(image: string): string {
  const thumbnail = currentVariantOf(image, { name: "s160", format: "webp" });
  return thumbnail === null ? image : `${BASE_PATH}${thumbnail}`;
}
