"use client";

import { useTranslations } from "next-intl";
import { useActionState, useState } from "react";
import { saveContentAction } from "@/lib/contents/actions";
import type { ContentFormState, ContentFormValues } from "@/lib/contents/form-state";
import { defaultMetaTitle } from "@/lib/contents/schema";
import type { CategoryChoice } from "@/lib/contents/admin-queries";
import { slugify } from "@/lib/slug";
import { RichTextEditor } from "../RichTextEditor";
import styles from "../AdminForm.module.css";

type Field = keyof ContentFormValues;

/**
 * Create or edit a topic. On create, the slug and the meta title follow the title until edited.
 * Every error shows next to its field; whatever was typed stays in the form.
 */
export function ContentForm({
  adminLang,
  categories,
  initial,
  existing,
}: {
  adminLang: string;
  categories: CategoryChoice[];
  initial: ContentFormValues;
  existing?: { id: number; updatedAt: number };
}) {
  const t = useTranslations("Admin.contents");
  const [state, action, pending] = useActionState<ContentFormState, FormData>(saveContentAction, { status: "idle" });
  const values = state.values ?? initial;
  const [title, setTitle] = useState(values.title);
  const [slug, setSlug] = useState(values.slug);
  const [metaTitle, setMetaTitle] = useState(values.metaTitle);
  const [derived, setDerived] = useState({ slug: !existing, metaTitle: !existing });
  const error = (field: Field) => state.fieldErrors?.[field];
  const errorText = (field: Field) =>
    error(field) ? (
      <p id={`${field}-error`} className={styles.fieldError}>
        {t(`errors.${error(field)}`)}
      </p>
    ) : null;
  const aria = (field: Field) => ({ "aria-invalid": Boolean(error(field)), "aria-describedby": error(field) ? `${field}-error` : undefined });

  return (
    <form action={action} className={styles.form} noValidate>
      <input type="hidden" name="adminLang" value={adminLang} />
      <input type="hidden" name="languageCode" value={values.languageCode} />
      {existing && <input type="hidden" name="id" value={existing.id} />}
      {existing && <input type="hidden" name="updatedAt" value={existing.updatedAt} />}
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
          if (derived.slug) setSlug(slugify(event.target.value));
          if (derived.metaTitle) setMetaTitle(defaultMetaTitle(event.target.value));
        }}
        {...aria("title")}
      />
      {errorText("title")}

      <label htmlFor="categoryId">{t("category")} *</label>
      <select id="categoryId" name="categoryId" defaultValue={values.categoryId} {...aria("categoryId")}>
        <option value="">{t("chooseCategory")}</option>
        {categories
          .filter((category) => category.isActive || String(category.id) === values.categoryId)
          .map((category) => (
            <option key={category.id} value={category.id} disabled={!category.isActive}>
              {category.title}
            </option>
          ))}
      </select>
      {errorText("categoryId")}

      <label htmlFor="section">{t("section")}</label>
      <input id="section" name="section" defaultValue={values.section} {...aria("section")} />
      {errorText("section")}

      <label htmlFor="slug">{t("slug")} *</label>
      <input
        id="slug"
        name="slug"
        value={slug}
        onChange={(event) => {
          setSlug(event.target.value);
          setDerived({ ...derived, slug: false });
        }}
        {...aria("slug")}
      />
      {errorText("slug")}

      <span id="content-label" className={styles.label}>
        {t("body")} *
      </span>
      <RichTextEditor name="content" initialHtml={values.content} labelledBy="content-label" describedBy={error("content") ? "content-error" : undefined} />
      {errorText("content")}

      <label htmlFor="keywords">{t("keywords")}</label>
      <input id="keywords" name="keywords" defaultValue={values.keywords} aria-describedby="keywords-hint" />
      <p id="keywords-hint" className={styles.hint}>
        {t("keywordsHint")}
      </p>

      <label htmlFor="metaTitle">{t("metaTitle")}</label>
      <input
        id="metaTitle"
        name="metaTitle"
        value={metaTitle}
        onChange={(event) => {
          setMetaTitle(event.target.value);
          setDerived({ ...derived, metaTitle: false });
        }}
        {...aria("metaTitle")}
      />
      {errorText("metaTitle")}

      <label htmlFor="metaDescription">{t("metaDescription")}</label>
      <textarea id="metaDescription" name="metaDescription" rows={3} defaultValue={values.metaDescription} {...aria("metaDescription")} />
      {errorText("metaDescription")}

      <label htmlFor="order">{t("order")}</label>
      <input id="order" name="order" inputMode="numeric" defaultValue={values.order} {...aria("order")} />
      {errorText("order")}

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
