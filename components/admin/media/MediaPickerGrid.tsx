"use client";

import { useTranslations } from "next-intl";
import type { PickableMedia, PickableMediaPage } from "@/lib/media/picker";
import { hasAltFor } from "@/lib/media/schema";
import { BASE_PATH } from "@/lib/site/base-path";
import styles from "./MediaPicker.module.css";

/**
 * The picker's page of files, each a button (a click or Enter / Space selects it, a double click
 * picks it) saying for an image whether it has its alt text in the content's language.
 */
export function MediaPickerGrid({
  result,
  languageCode,
  selectedId,
  onSelect,
  onPick,
}: {
  result: PickableMediaPage;
  languageCode: string;
  selectedId: number | null;
  onSelect: (id: number) => void;
  onPick: (item: PickableMedia) => void;
}) {
  const t = useTranslations("Admin.mediaPicker");
  return (
    <ul className={styles.grid} aria-label={t("files", { total: result.total })}>
      {result.items.map((item) => (
        <li key={item.id}>
          <PickerItem
            item={item}
            languageCode={languageCode}
            selected={item.id === selectedId}
            onSelect={() => onSelect(item.id)}
            onPick={() => onPick(item)}
          />
        </li>
      ))}
    </ul>
  );
}

/** Previous and next page of the picker's list, when there is more than one. */
export function MediaPickerPager({ result, onPage }: { result: PickableMediaPage; onPage: (page: number) => void }) {
  const t = useTranslations("Admin.mediaPicker");
  if (result.pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t("pages")}>
      <button type="button" disabled={result.page <= 1} onClick={() => onPage(result.page - 1)}>
        {t("previous")}
      </button>
      <span>{t("pageOf", { page: result.page, pages: result.pages })}</span>
      <button type="button" disabled={result.page >= result.pages} onClick={() => onPage(result.page + 1)}>
        {t("next")}
      </button>
    </nav>
  );
}

function PickerItem({
  item,
  languageCode,
  selected,
  onSelect,
  onPick,
}: {
  item: PickableMedia;
  languageCode: string;
  selected: boolean;
  onSelect: () => void;
  onPick: () => void;
}) {
  const t = useTranslations("Admin.mediaPicker");
  const language = languageCode.toUpperCase();
  const altState =
    item.kind !== "image" ? null : item.decorative ? "decorative" : hasAltFor(item, languageCode) ? "alt" : "noAlt";
  return (
    <button
      type="button"
      className={styles.item}
      aria-pressed={selected}
      data-media-id={item.id}
      onClick={onSelect}
      onDoubleClick={onPick}
    >
      {item.thumbnail ? (
        // The library's own square variant: next/image would resize it again.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={`${BASE_PATH}${item.thumbnail}`} alt="" width={160} height={160} loading="lazy" decoding="async" />
      ) : (
        <span className={styles.document} aria-hidden="true">
          {item.fileName.split(".").pop()?.toUpperCase()}
        </span>
      )}
      <span className={styles.name}>{item.fileName}</span>
      {item.width && item.height && (
        <span className={styles.meta}>{t("dimensions", { width: item.width, height: item.height })}</span>
      )}
      {altState && (
        <span className={altState === "noAlt" ? styles.noAlt : styles.meta}>{t(altState, { language })}</span>
      )}
    </button>
  );
}
