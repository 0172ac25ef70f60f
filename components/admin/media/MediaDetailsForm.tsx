"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { saveMediaDetailsAction } from "@/lib/media/actions";
import {
  HOME_HERO,
  LANGUAGES_FIELD,
  PLACEMENT_OFFERED_FIELD,
  type MediaFormState,
  type MediaFormValues,
} from "@/lib/media/form";
import { fieldErrors, FormAlert, useHydrated } from "../FormParts";
import { UnsavedChangesGuard } from "../UnsavedChangesGuard";
import { FocalPointPicker, type PreviewImage } from "./FocalPointPicker";
import formStyles from "../AdminForm.module.css";
import styles from "./MediaItem.module.css";

/**
 * A library file's details: its name, and for an image the focal point (on its preview), alt text
 * and caption per active language and the decorative mark. Saved at the version the page loaded (a
 * file changed since is refused, nothing lost from the form); an inactive language's texts ride along
 * unseen, so saving keeps them.
 */
export function MediaDetailsForm({
  adminLang,
  existing,
  initial,
  languages,
  image,
}: {
  adminLang: string;
  existing: { id: number; updatedAt: number };
  initial: MediaFormValues;
  /** The active languages, whose texts the form shows, by their names. */
  languages: { code: string; name: string }[];
  /** An image's preview; none for a document. */
  image?: PreviewImage;
}) {
  const t = useTranslations("Admin.media");
  const [state, action, pending] = useActionState<MediaFormState, FormData>(saveMediaDetailsAction, {
    status: "idle",
  });
  const values = state.values ?? initial;
  const hydrated = useHydrated();
  const errors = fieldErrors<string>(state.fieldErrors, (code) => t(`errors.${code}`));
  const shown = new Set(languages.map(({ code }) => code));
  const hidden = Object.keys(values.texts).filter((code) => !shown.has(code));

  return (
    <form action={action} className={`${formStyles.form} ${styles.form}`} noValidate data-ready={hydrated || undefined}>
      <input type="hidden" name="adminLang" value={adminLang} />
      <input type="hidden" name="id" value={existing.id} />
      <input type="hidden" name="updatedAt" value={existing.updatedAt} />
      <FormAlert>{state.error && t(`errors.${state.error}`)}</FormAlert>
      <UnsavedChangesGuard />
      {image ? (
        <FocalPointPicker image={image} initial={{ x: Number(values.focalX), y: Number(values.focalY) }} />
      ) : (
        <>
          <input type="hidden" name="focalX" value={values.focalX} />
          <input type="hidden" name="focalY" value={values.focalY} />
        </>
      )}
      {errors.text("focalX")}

      <label htmlFor="fileName">{t("fields.fileName")} *</label>
      <input
        id="fileName"
        name="fileName"
        defaultValue={values.fileName}
        required
        maxLength={200}
        autoComplete="off"
        {...errors.aria("fileName", "fileName-hint")}
      />
      <p id="fileName-hint" className={formStyles.hint}>
        {t("fields.fileNameHint")}
      </p>
      {errors.text("fileName")}

      <fieldset className={styles.texts} {...errors.aria("texts", "texts-hint")}>
        <legend>{image ? t("fields.textsHeading") : t("fields.documentTextsHeading")}</legend>
        <p id="texts-hint" className={formStyles.hint}>
          {image ? t("fields.textsHint") : t("fields.documentTextsHint")}
        </p>
        {languages.map(({ code, name }) => (
          <div key={code} className={styles.language}>
            <input type="hidden" name={LANGUAGES_FIELD} value={code} />
            {image && (
              <>
                <label htmlFor={`alt-${code}`}>{t("fields.alt", { language: name })}</label>
                <input
                  id={`alt-${code}`}
                  name={`alt.${code}`}
                  lang={code}
                  defaultValue={values.texts[code]?.alt}
                  maxLength={300}
                />
              </>
            )}
            <label htmlFor={`caption-${code}`}>
              {t(image ? "fields.caption" : "fields.documentCaption", { language: name })}
            </label>
            <textarea
              id={`caption-${code}`}
              name={`caption.${code}`}
              lang={code}
              rows={2}
              defaultValue={values.texts[code]?.caption}
              maxLength={500}
            />
          </div>
        ))}
        {hidden.map((code) => (
          <span key={code} hidden>
            <input type="hidden" name={LANGUAGES_FIELD} value={code} />
            <input type="hidden" name={`alt.${code}`} value={values.texts[code]?.alt ?? ""} />
            <input type="hidden" name={`caption.${code}`} value={values.texts[code]?.caption ?? ""} />
          </span>
        ))}
      </fieldset>
      {errors.text("texts")}

      {image && (
        <>
          <label className={formStyles.checkbox}>
            <input
              type="checkbox"
              name="decorative"
              defaultChecked={values.decorative}
              aria-describedby="decorative-hint"
            />{" "}
            {t("fields.decorative")}
          </label>
          <p id="decorative-hint" className={formStyles.hint}>
            {t("fields.decorativeHint")}
          </p>
        </>
      )}

      {values.placementOffered && (
        <>
          <input type="hidden" name={PLACEMENT_OFFERED_FIELD} value="on" />
          <label className={formStyles.checkbox}>
            <input type="checkbox" name={HOME_HERO} defaultChecked={values.homeHero} aria-describedby="homeHero-hint" />{" "}
            {t("fields.homeHero")}
          </label>
          <p id="homeHero-hint" className={formStyles.hint}>
            {t("fields.homeHeroHint")}
          </p>
        </>
      )}

      <div className={formStyles.buttons}>
        <button type="submit" className={formStyles.primaryButton} disabled={pending}>
          {pending ? t("saving") : t("save")}
        </button>
      </div>
    </form>
  );
}
