import { getTranslations } from "next-intl/server";
import { adminHref, type AdminLocale } from "@/lib/admin/paths";
import { hasAltFor } from "@/lib/media/schema";
import type { MediaListRow } from "@/lib/media/queries";
import { formatFileSize } from "@/lib/media/file-size";
import { MediaThumbnail } from "./MediaThumbnail";
import styles from "./MediaGrid.module.css";

/**
 * The library's files as a grid of tiles, newest first: each a link to the file's page, with its
 * picture, name, dimensions and size, and a mark on an image still without alt text in the site's
 * default language.
 */
export async function MediaGrid({
  lang,
  rows,
  defaultLanguage,
  filtered,
}: {
  lang: AdminLocale;
  rows: MediaListRow[];
  defaultLanguage: string;
  filtered: boolean;
}) {
  const t = await getTranslations("Admin.media");
  if (rows.length === 0) return <p className={styles.empty}>{filtered ? t("noMatch") : t("empty")}</p>;
  return (
    <ul className={styles.grid} aria-label={t("gridLabel")}>
      {rows.map((media) => (
        <li key={media.id} className={styles.tile}>
          <a href={adminHref(lang, `/media/${media.id}`)} className={styles.link}>
            <MediaThumbnail media={media} kind={media.kind} label={t("document")} />
            <span className={styles.name}>{media.fileName}</span>
          </a>
          <span className={styles.facts}>
            {media.width && media.height ? `${media.width} × ${media.height} · ` : ""}
            {formatFileSize(media.byteSize, lang)}
          </span>
          {media.kind === "image" && !hasAltFor(media, defaultLanguage) && (
            <span className={styles.noAlt}>{t("noAlt")}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
