import { getFormatter, getTranslations } from "next-intl/server";
import type { AdminLocale } from "@/lib/admin/paths";
import type { MediaFileRow } from "@/lib/media/queries";
import { FIRM_TIME_ZONE } from "@/lib/site/firm";
import { CopyAddress } from "./CopyAddress";
import { formatFileSize } from "@/lib/media/file-size";
import styles from "./MediaItem.module.css";

/** What a file is: size, dimensions, type, when it came and changed (the firm's time), and its stable address. */
export async function MediaFacts({ lang, media, url }: { lang: AdminLocale; media: MediaFileRow; url: string }) {
  const t = await getTranslations("Admin.media.item");
  const format = await getFormatter();
  const when = (date: Date) =>
    format.dateTime(date, { dateStyle: "medium", timeStyle: "short", timeZone: FIRM_TIME_ZONE });
  return (
    <section className={styles.panel} aria-labelledby="media-facts">
      <h2 id="media-facts">{t("details")}</h2>
      <dl className={styles.facts}>
        <dt>{t("size")}</dt>
        <dd>{formatFileSize(media.byteSize, lang)}</dd>
        {media.width && media.height && (
          <>
            <dt>{t("dimensions")}</dt>
            <dd>{t("dimensionsValue", { width: media.width, height: media.height })}</dd>
          </>
        )}
        <dt>{t("type")}</dt>
        <dd>{media.contentType}</dd>
        <dt>{t("uploaded")}</dt>
        <dd>
          <time dateTime={media.createdAt.toISOString()}>{when(media.createdAt)}</time>
        </dd>
        <dt>{t("changed")}</dt>
        <dd>
          <time dateTime={media.updatedAt.toISOString()}>{when(media.updatedAt)}</time>
        </dd>
      </dl>
      <h3>{t("url")}</h3>
      <CopyAddress url={url} label={t("url")} />
      <p>
        <a href={url} target="_blank" rel="noopener">
          {t("open")} ↗
        </a>
      </p>
    </section>
  );
}
