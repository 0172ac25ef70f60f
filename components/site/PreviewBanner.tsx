import { getTranslations } from "next-intl/server";
import { findPreviewedItem } from "@/lib/preview/item";
import { previewPaths } from "@/lib/preview/paths";
import { getPreviewScope } from "@/lib/preview/scope";
import styles from "./PreviewBanner.module.css";

/**
 * Above every page of a preview (draft mode with an administrator's session or a working preview
 * link): what is shown is not the published site, which item the preview was opened for and where it
 * stands, its form in the admin (administrators only), and the way out.
 */
export async function PreviewBanner() {
  const scope = await getPreviewScope();
  if (!scope) return null;
  const t = await getTranslations("Preview");
  const item = scope.item && (await findPreviewedItem(scope.item));
  return (
    <div className={styles.banner} role="status" data-testid="preview-banner">
      <strong>{t("banner")}</strong>
      {item && (
        <span>
          {t("item", { title: item.title })} · {t(`states.${item.state}`)}
        </span>
      )}
      {scope.kind === "admin" && scope.item && <a href={previewPaths.edit(scope.item)}>{t("edit")}</a>}
      <a href={previewPaths.end}>{t("end")}</a>
    </div>
  );
}
