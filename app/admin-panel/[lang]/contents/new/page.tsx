import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { TopicForm } from "@/components/admin/topics/TopicForm";
import { EditingLanguageNote } from "@/components/admin/EditingLanguageNote";
import { getLanguages, languageName, pickContentLanguage } from "@/lib/languages/queries";
import { parseId } from "@/lib/admin/forms";
import { isAdminLocale, withQuery } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { findCategoryChoices } from "@/lib/categories/queries";
import { findTopicForEdit } from "@/lib/topics/queries";
import { findReviewerChoices } from "@/lib/topics/review-queries";
import { topicFormValues, emptyTopicValues } from "@/lib/topics/form";

export default async function NewContentPage({ params, searchParams }: PageProps<"/admin-panel/[lang]/contents/new">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const t = await getTranslations("Admin.contents");
  const query = await searchParams;
  const session = await requireAdminPage(lang, withQuery("/contents/new", query));
  const languages = await getLanguages();
  const content = pickContentLanguage(languages, query.lang);
  if (!content) notFound();
  const categories = await findCategoryChoices(content.code);
  // "Create the counterpart": pre-filled from the topic it translates, in the paired category.
  const sourceId = parseId(query.from);
  const found = sourceId ? await findTopicForEdit(sourceId) : null;
  const source = found && found.languageCode !== content.code ? found : null;
  const category = categories.find(
    (choice) =>
      choice.isActive &&
      (source
        ? choice.translationKey !== null && choice.translationKey === source.category.translationKey
        : choice.id === parseId(query.category)),
  );
  const categoryId = category ? String(category.id) : "";
  // The order stays blank: saved, it goes after the last of whichever category is chosen by then.
  const initial = source
    ? { ...topicFormValues(source), languageCode: content.code, categoryId }
    : emptyTopicValues(content.code, categoryId);
  return (
    <AdminShell lang={lang} email={session.email} section="contents">
      <h1>{t("newTitle")}</h1>
      <EditingLanguageNote code={content.code} languages={languages} />
      {source && (
        <p>{t("translationOf", { title: source.title, language: languageName(languages, source.languageCode) })}</p>
      )}
      {source && !categoryId && <p role="note">{t("noCounterpartCategory")}</p>}
      <TopicForm
        adminLang={lang}
        categories={categories}
        initial={initial}
        translationOf={source?.id}
        reviewers={await findReviewerChoices(
          content.code,
          [initial.authorId, initial.reviewedById].map((id) => parseId(id) ?? null),
        )}
      />
    </AdminShell>
  );
}
