"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useActionState, useState, type FormEvent } from "react";
import { saveTopicAction } from "@/lib/topics/actions";
import { metaTitleFollowsTitle, type TopicFormState, type TopicFormValues } from "@/lib/topics/form";
import { defaultMetaTitle, MAX_BODY_LENGTH } from "@/lib/topics/schema";
import type { CategoryChoice } from "@/lib/categories/queries";
import { slugify } from "@/lib/text/slug";
import { fieldErrors, FormAlert, OrderField, RecordFields, useHydrated } from "../FormParts";
import { RichTextEditor } from "../RichTextEditor";
import { UnsavedChangesGuard } from "../UnsavedChangesGuard";
import { PublishingButtons } from "../PublishingButtons";
import type { PublicationColumns } from "@/lib/publishing/state";
import { UntranslatedFields, UntranslatedMark } from "../UntranslatedFields";
import { ReviewFields } from "./ReviewFields";
import type { ReviewerChoice } from "@/lib/topics/review-form";
import type { TranslationCheck } from "@/lib/counterparts/identical";
import styles from "../AdminForm.module.css";

type Field = keyof TopicFormValues;

/**
 * A body over the schema's limit is not sent: the server would refuse it, and a body too large for
 * any action would lose the text. The editor already says by how much it is too long.
 */
function keepOverLongBody(event: FormEvent<HTMLFormElement>) {
  const body = new FormData(event.currentTarget).get("body");
  if (typeof body === "string" && body.length > MAX_BODY_LENGTH) {
    event.preventDefault();
    event.currentTarget.querySelector<HTMLElement>('[contenteditable="true"]')?.focus();
  }
}

/**
 * Create or edit a topic. On create, the slug follows the title until edited. The meta title follows
 * it whenever it is the one the title gives (or blank), on create and on edit alike, so a renamed
 * topic's page is titled with its new name; a meta title typed by hand stays (until it is cleared).
 * A new version in another language starts from the other's meta title, which follows the new title.
 * Every error shows next to its field; whatever was typed stays in the form.
 */
export function TopicForm({
  adminLang,
  categories,
  initial,
  existing,
  publication,
  translationOf,
  translationCheck,
  reviewers = [],
}: {
  adminLang: string;
  categories: CategoryChoice[];
  initial: TopicFormValues;
  existing?: { id: number; updatedAt: number };
  /** The saved item's publication state (none on create). */
  publication?: PublicationColumns;
  /** On create: the topic in another language that this one translates. */
  translationOf?: number;
  /** Its Turkish version's texts, when it has one: fields still the same are marked, and publishing them asks first. */
  translationCheck?: TranslationCheck | null;
  /** The team members offered as the legal reviewer. */
  reviewers?: readonly ReviewerChoice[];
}) {
  const t = useTranslations("Admin.contents");
  const [state, action, pending] = useActionState<TopicFormState, FormData>(saveTopicAction, { status: "idle" });
  const values = state.values ?? initial;
  const hydrated = useHydrated();
  const [title, setTitle] = useState(values.title);
  const [slug, setSlug] = useState(values.slug);
  const [metaTitle, setMetaTitle] = useState(values.metaTitle);
  const [slugDerived, setSlugDerived] = useState(!existing);
  const [metaTitleDerived, setMetaTitleDerived] = useState(
    !existing || metaTitleFollowsTitle(values.metaTitle, values.title),
  );
  // The category chosen, when it is inactive in this language: publishing the topic offers to publish it too.
  const [categoryId, setCategoryId] = useState(values.categoryId);
  const inactiveCategory = categories.find((category) => String(category.id) === categoryId && !category.isActive);
  const errors = fieldErrors<Field>(state.fieldErrors, (code) =>
    code === "categoryInactive"
      ? t("errors.categoryInactive", { title: inactiveCategory?.title ?? "" })
      : t(`errors.${code}`),
  );
  const numbers = useFormatter();
  const bodyLimit = {
    length: MAX_BODY_LENGTH,
    message: (excess: number) =>
      t("bodyOverLimit", { limit: numbers.number(MAX_BODY_LENGTH), excess: numbers.number(excess) }),
  };

  return (
    <form
      action={action}
      onSubmit={keepOverLongBody}
      className={styles.form}
      noValidate
      data-ready={hydrated || undefined}
    >
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
        labels={{
          title: t("titleField"),
          section: t("section"),
          body: t("body"),
          keywords: t("keywords"),
          metaTitle: t("metaTitle"),
          metaDescription: t("metaDescription"),
        }}
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
            if (slugDerived) setSlug(slugify(event.target.value));
            if (metaTitleDerived) setMetaTitle(defaultMetaTitle(event.target.value));
          }}
          {...errors.aria("title")}
        />
        {errors.text("title")}

        <label htmlFor="categoryId">{t("category")} *</label>
        <select
          id="categoryId"
          name="categoryId"
          defaultValue={values.categoryId}
          onChange={(event) => setCategoryId(event.target.value)}
          {...errors.aria("categoryId")}
        >
          <option value="">{t("chooseCategory")}</option>
          {/* An inactive category is offered only as the current one: an inactive topic (a draft) may stay in it. */}
          {categories
            .filter((category) => category.isActive || String(category.id) === values.categoryId)
            .map((category) => (
              <option key={category.id} value={category.id}>
                {category.isActive ? category.title : t("inactiveCategory", { title: category.title })}
              </option>
            ))}
        </select>
        {errors.text("categoryId")}
        {inactiveCategory && (
          <label className={styles.checkbox}>
            <input type="checkbox" name="activateCategory" /> {t("activateCategory", { title: inactiveCategory.title })}
          </label>
        )}

        <label htmlFor="section">
          {t("section")} <UntranslatedMark field="section" />
        </label>
        <input id="section" name="section" defaultValue={values.section} {...errors.aria("section")} />
        {errors.text("section")}

        <label htmlFor="slug">{t("slug")} *</label>
        <input
          id="slug"
          name="slug"
          value={slug}
          onChange={(event) => {
            setSlug(event.target.value);
            setSlugDerived(false);
          }}
          {...errors.aria("slug")}
        />
        {errors.text("slug")}

        <span id="body-label" className={styles.label}>
          {t("body")} * <UntranslatedMark field="body" />
        </span>
        <RichTextEditor
          name="body"
          initialHtml={values.body}
          languageCode={values.languageCode}
          labelledBy="body-label"
          describedBy={errors.code("body") ? "body-error" : undefined}
          limit={bodyLimit}
        />
        {errors.text("body")}

        <label htmlFor="keywords">
          {t("keywords")} <UntranslatedMark field="keywords" />
        </label>
        <input id="keywords" name="keywords" defaultValue={values.keywords} aria-describedby="keywords-hint" />
        <p id="keywords-hint" className={styles.hint}>
          {t("keywordsHint")}
        </p>

        <label htmlFor="metaTitle">
          {t("metaTitle")} <UntranslatedMark field="metaTitle" />
        </label>
        <input
          id="metaTitle"
          name="metaTitle"
          value={metaTitle}
          onChange={(event) => {
            setMetaTitle(event.target.value);
            setMetaTitleDerived(metaTitleFollowsTitle(event.target.value, title));
          }}
          {...errors.aria("metaTitle")}
        />
        {errors.text("metaTitle")}

        <label htmlFor="metaDescription">
          {t("metaDescription")} <UntranslatedMark field="metaDescription" />
        </label>
        <textarea
          id="metaDescription"
          name="metaDescription"
          rows={3}
          defaultValue={values.metaDescription}
          {...errors.aria("metaDescription")}
        />
        {errors.text("metaDescription")}

        <OrderField value={values.order} errors={errors} label={t("order")} />
        <ReviewFields values={values} reviewers={reviewers} errors={errors} />
        <PublishingButtons entity="topic" publication={publication} pending={pending} fieldErrors={state.fieldErrors} />
      </UntranslatedFields>
    </form>
  );
}
