"use client";

import { useTranslations } from "next-intl";
import { useActionState, useState } from "react";
import { saveCategoryAction } from "@/lib/categories/actions";
import type { CategoryFormState, CategoryFormValues } from "@/lib/categories/form";
import { slugify } from "@/lib/text/slug";
import { fieldErrors, FormAlert, OrderField, RecordFields, useHydrated } from "../FormParts";
import { UnsavedChangesGuard } from "../UnsavedChangesGuard";
import { PublishingButtons } from "../PublishingButtons";
import type { PublicationColumns } from "@/lib/publishing/state";
import { UntranslatedFields, UntranslatedMark } from "../UntranslatedFields";
import type { TranslationCheck } from "@/lib/counterparts/identical";
import styles from "../AdminForm.module.css";

export interface CategoryFormProps {
  adminLang: string;
  initial: CategoryFormValues;
  /** Present when editing: the row and the version it was loaded at. */
  existing?: { id: number; updatedAt: number };
  /** The saved item's publication state (none on create). */
  publication?: PublicationColumns;
  /** On create: the category in another language that this one translates. */
  translationOf?: number;
  /** Its Turkish version's texts, when it has one: fields still the same are marked, and publishing them asks first. */
  translationCheck?: TranslationCheck | null;
}

/**
 * Create or edit a category. On create the slug follows the title until the user edits it. Every
 * error shows next to its field; whatever was typed stays in the form.
 */
export function CategoryForm({
  adminLang,
  initial,
  existing,
  publication,
  translationOf,
  translationCheck,
}: CategoryFormProps) {
  const t = useTranslations("Admin.categories");
  const [state, action, pending] = useActionState<CategoryFormState, FormData>(saveCategoryAction, { status: "idle" });
  const values = state.values ?? initial;
  const hydrated = useHydrated();
  const [title, setTitle] = useState(values.title);
  const [slug, setSlug] = useState(values.slug);
  const [slugEdited, setSlugEdited] = useState(Boolean(existing));
  const errors = fieldErrors<keyof CategoryFormValues>(state.fieldErrors, (code) => t(`errors.${code}`));

  return (
    <form action={action} className={styles.form} noValidate data-ready={hydrated || undefined}>
      <RecordFields
        adminLang={adminLang}
        languageCode={values.languageCode}
        existing={existing}
        translationOf={translationOf}
      />
      <FormAlert>{state.error && t(`errors.${state.error}`)}</FormAlert>
      <UnsavedChangesGuard />
      <UntranslatedFields
        check={translationCheck}
        initial={initial}
        wasActive={Boolean(existing) && initial.isActive}
        labels={{ title: t("titleField"), description: t("description") }}
      >
        <label htmlFor="title">
          {t("titleField")} * <UntranslatedMark field="title" />
        </label>
        <input
          id="title"
          name="title"
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            if (!slugEdited) setSlug(slugify(event.target.value));
          }}
          required
          {...errors.aria("title")}
        />
        {errors.text("title")}

        <label htmlFor="slug">{t("slug")} *</label>
        <input
          id="slug"
          name="slug"
          value={slug}
          onChange={(event) => {
            setSlug(event.target.value);
            setSlugEdited(true);
          }}
          required
          {...errors.aria("slug", "slug-hint")}
        />
        <p id="slug-hint" className={styles.hint}>
          {t("slugHint")}
        </p>
        {errors.text("slug")}

        <label htmlFor="description">
          {t("description")} <UntranslatedMark field="description" />
        </label>
        <textarea
          id="description"
          name="description"
          rows={4}
          defaultValue={values.description}
          {...errors.aria("description")}
        />
        {errors.text("description")}

        <OrderField value={values.order} errors={errors} label={t("order")} />
        <PublishingButtons
          entity="category"
          publication={publication}
          pending={pending}
          fieldErrors={state.fieldErrors}
        />
      </UntranslatedFields>
    </form>
  );
}
