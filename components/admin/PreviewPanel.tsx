import { getFormatter, getTranslations } from "next-intl/server";
import { createPreviewLinkAction } from "@/lib/preview/actions";
import { previewItemValue, type PreviewEntity } from "@/lib/preview/cookies";
import { PREVIEW_LINK_ERRORS } from "@/lib/preview/link-state";
import { findLivePreviewLinks } from "@/lib/preview/links";
import { previewPaths } from "@/lib/preview/paths";
import { FIRM_TIME_ZONE } from "@/lib/site/firm";
import { CreatePreviewLinkForm, PreviewLinksDisclosure, RevokePreviewLinkForm } from "./PreviewLinkForms";
import styles from "./PreviewPanel.module.css";

/**
 * On a saved category's, topic's or team member's form: "Önizle" opens the item's public page with
 * its unpublished version (a new tab, lib/preview), and its preview links for someone outside the
 * admin: made here (shown once), listed while they work, revoked here.
 */
export async function PreviewPanel({ entity, id }: { entity: PreviewEntity; id: number }) {
  const t = await getTranslations("Admin.preview");
  const format = await getFormatter();
  const item = { entity, id };
  const links = await findLivePreviewLinks(item);
  const when = (date: Date) =>
    format.dateTime(date, { dateStyle: "medium", timeStyle: "short", timeZone: FIRM_TIME_ZONE });
  const errors = Object.fromEntries(PREVIEW_LINK_ERRORS.map((code) => [code, t(`errors.${code}`)]));
  return (
    <div className={styles.panel}>
      <a
        className={styles.open}
        href={previewPaths.start(item)}
        target="_blank"
        rel="noopener"
        aria-label={t("openLabel")}
      >
        {t("open")} ↗
      </a>
      <PreviewLinksDisclosure initiallyOpen={links.length > 0} summary={`${t("heading")} (${links.length})`}>
        <p className={styles.hint}>{t("intro")}</p>
        <CreatePreviewLinkForm
          action={createPreviewLinkAction.bind(null, previewItemValue(item))}
          texts={{ create: t("create"), created: t("created"), linkLabel: t("linkLabel") }}
          errors={errors}
        />
        {links.length === 0 ? (
          <p className={styles.hint}>{t("none")}</p>
        ) : (
          <ul aria-label={t("heading")}>
            {links.map((link) => (
              <li key={link.id}>
                <span>
                  {t("madeBy", { by: link.createdBy, createdAt: when(link.createdAt) })}
                  <br />
                  {t("expires", { expiresAt: when(link.expiresAt) })}
                </span>
                <RevokePreviewLinkForm
                  linkId={link.id}
                  texts={{ revoke: t("revoke"), revokeLabel: t("revokeLabel", { createdAt: when(link.createdAt) }) }}
                  errors={errors}
                />
              </li>
            ))}
          </ul>
        )}
      </PreviewLinksDisclosure>
    </div>
  );
}
