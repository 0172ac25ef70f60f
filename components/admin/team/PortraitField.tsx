"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { adminHref, type AdminLocale } from "@/lib/admin/paths";
import { pickableMediaById, type PickableMedia } from "@/lib/media/picker";
import { mediaIdOf } from "@/lib/media/parse-address";
import { variantPath } from "@/lib/media/urls";
import { BASE_PATH } from "@/lib/site/base-path";
import { MediaPicker } from "../media/MediaPicker";
import styles from "../AdminForm.module.css";
import teamStyles from "./TeamForm.module.css";

/**
 * The team form's photo: a library image picked (or uploaded) in the media picker, stored in the
 * `image` field as its stable address (`/media/12/selin.jpg`), which stays when the file is replaced;
 * or, as before, an address typed in (https:// or a path of the site). The preview is the square
 * the site shows, cropped around the file's focal point, which the library's page of the file sets.
 */
export function PortraitField({
  initial,
  adminLang,
  languageCode,
  invalid,
  error,
}: {
  initial: string;
  adminLang: AdminLocale;
  languageCode: string;
  /** The field's aria attributes when it was refused (fieldErrors' `aria`). */
  invalid: { "aria-invalid"?: boolean; "aria-describedby"?: string };
  error: ReactNode;
}) {
  const t = useTranslations("Admin.team");
  const [value, setValue] = useState(initial);
  const [picking, setPicking] = useState(false);
  const [media, setMedia] = useState<PickableMedia | null>(null);
  const pickButton = useRef<HTMLButtonElement>(null);
  const mediaId = mediaIdOf(value);
  const shown = media && media.id === mediaId ? media : null;

  useEffect(() => {
    if (mediaId === null) return;
    let current = true;
    const read = () =>
      pickableMediaById(mediaId).then((found) => {
        if (current && found) setMedia(found);
      });
    read();
    // The crop is changed on the file's page, in another tab: back here, the preview follows it.
    window.addEventListener("focus", read);
    return () => {
      current = false;
      window.removeEventListener("focus", read);
    };
  }, [mediaId]);

  return (
    <fieldset className={teamStyles.list} aria-describedby="image-hint">
      <legend>{t("portrait")}</legend>
      <div className={teamStyles.portrait}>
        <PortraitPreview value={value} media={shown} label={t("portraitPreview")} />
        <div className={teamStyles.portraitControls}>
          {shown && <p className={teamStyles.portraitName}>{t("portraitFromLibrary", { fileName: shown.fileName })}</p>}
          <div className={teamStyles.portraitButtons}>
            <button
              type="button"
              ref={pickButton}
              className={teamStyles.addButton}
              aria-haspopup="dialog"
              onClick={() => setPicking(true)}
            >
              {t("pickPortrait")}
            </button>
            {value !== "" && (
              <button
                type="button"
                className={teamStyles.removeButton}
                onClick={() => {
                  setValue("");
                  // The button goes with the photo: focus stays in the field, on the way to a new one.
                  pickButton.current?.focus();
                }}
              >
                {t("removePortrait")}
              </button>
            )}
            {shown && (
              <a href={adminHref(adminLang, `/media/${shown.id}`)} target="_blank" rel="noopener">
                {t("changeCrop")}
                <span className="visually-hidden"> {t("opensInNewTab")}</span>
              </a>
            )}
          </div>
        </div>
      </div>
      <p id="image-hint" className={styles.hint}>
        {t("portraitHint")}
      </p>
      <label htmlFor="image">{t("fields.image")}</label>
      <input
        id="image"
        name="image"
        inputMode="url"
        autoComplete="off"
        className={teamStyles.portraitAddress}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={invalid["aria-invalid"]}
        aria-describedby={[invalid["aria-describedby"], "image-address-hint"].filter(Boolean).join(" ")}
      />
      <p id="image-address-hint" className={styles.hint}>
        {t("portraitAddressHint")}
      </p>
      {error}
      <MediaPicker
        open={picking}
        kind="image"
        languageCode={languageCode}
        onPick={(item) => {
          setMedia(item);
          setValue(item.url);
          setPicking(false);
        }}
        onClose={() => setPicking(false)}
      />
    </fieldset>
  );
}

/** The square the site shows: the library's crop around the focal point, or a typed address as the site shows it. */
function PortraitPreview({ value, media, label }: { value: string; media: PickableMedia | null; label: string }) {
  if (value === "") return <span className={teamStyles.portraitEmpty} aria-hidden="true" />;
  const src = media
    ? `${BASE_PATH}${variantPath(media, { name: "s320", format: "webp" })}`
    : mediaIdOf(value) === null
      ? value
      : null;
  if (!src) return <span className={teamStyles.portraitEmpty} aria-hidden="true" />;
  // eslint-disable-next-line @next/next/no-img-element
  return <img className={teamStyles.portraitPreview} src={src} alt={label} width={160} height={160} />;
}
