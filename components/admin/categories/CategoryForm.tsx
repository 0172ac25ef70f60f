"use client";

import { useTranslations } from "next-intl";
import { useActionState, useState } from "react";
import { saveCategoryAction } from "@/lib/categories/actions";
import type { CategoryFormState, CategoryFormValues } from "@/lib/categories/form-state";
import { slugify } from "@/lib/slug";
import styles from "../AdminForm.module.css";

export interface CategoryFormProps {
  adminLang: string;
  initial: CategoryFormValues;
  /** Present when editing: the row and the version it was loaded at. */
  existing?: { id: number; updatedAt: number };
  /** On create: the category in another language that this one translates. */
  translationOf?: number;
}

/**
 * Create or edit a category. On create the slug follows the title until the user edits it. Every
 * error shows next to its field; whatever was typed stays in the form.
 */
export function CategoryForm({ adminLang, initial, existing, translationOf }: CategoryFormProps) {
  const t = useTranslations("Admin.categories");
  const [state, action, pending] = useActionState<CategoryFormState, FormData>(saveCategoryAction, { status: "idle" });
  const values = state.values ?? initial;
  const [title, setTitle] = useState(values.title);
  const [slug, setSlug] = useState(values.slug);
  const [slugEdited, setSlugEdited] = useState(Boolean(existing));
  const error = (field: keyof CategoryFormValues) => state.fieldErrors?.[field];
  const describedBy = (field: keyof CategoryFormValues) => (error(field) ? `${field}-error` : undefined);

  return (
    <form action={action} className={styles.form} noValidate>
      <input type="hidden" name="adminLang" value={adminLang} />
      <input type="hidden" name="languageCode" value={values.languageCode} />
      {existing && <input type="hidden" name="id" value={existing.id} />}
      {existing && <input type="hidden" name="updatedAt" value={existing.updatedAt} />}
      {translationOf && <input type="hidden" name="translationOf" value={translationOf} />}

      <div className={styles.status} role="alert" aria-live="assertive">
        {state.error && t(`errors.${state.error}`)}
      </div>

      <label htmlFor="title">{t("titleField")} *</label>
      <input
        id="title"
        name="title"
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          if (!slugEdited) setSlug(slugify(event.target.value));
        }}
        aria-invalid={Boolean(error("title"))}
        aria-describedby={describedBy("title")}
        required
      />
      {error("title") && <p id="title-error" className={styles.fieldError}>{t(`errors.${error("title")}`)}</p>}

      <label htmlFor="slug">{t("slug")} *</label>
      <input
        id="slug"
        name="slug"
        value={slug}
        onChange={(event) => {
          setSlug(event.target.value);
          setSlugEdited(true);
        }}
        aria-invalid={Boolean(error("slug"))}
        aria-describedby={[describedBy("slug"), "slug-hint"].filter(Boolean).join(" ")}
        required
      />
      <p id="slug-hint" className={styles.hint}>{t("slugHint")}</p>
      {error("slug") && <p id="slug-error" className={styles.fieldError}>{t(`errors.${error("slug")}`)}</p>}

      <label htmlFor="description">{t("description")}</label>
      <textarea id="description" name="description" rows={4} defaultValue={values.description} aria-describedby={describedBy("description")} />
      {error("description") && <p id="description-error" className={styles.fieldError}>{t(`errors.${error("description")}`)}</p>}

      <label htmlFor="order">{t("order")}</label>
      <input id="order" name="order" inputMode="numeric" defaultValue={values.order} aria-invalid={Boolean(error("order"))} aria-describedby={describedBy("order")} />
      {error("order") && <p id="order-error" className={styles.fieldError}>{t(`errors.${error("order")}`)}</p>}

      <label className={styles.checkbox}>
        <input type="checkbox" name="isActive" defaultChecked={values.isActive} /> {t("active")}
      </label>

      <div className={styles.buttons}>
        <button type="submit" disabled={pending}>
          {pending ? t("saving") : t("save")}
        </button>
      </div>
    </form>
  );
}
