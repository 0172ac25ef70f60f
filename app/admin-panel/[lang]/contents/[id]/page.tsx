import { publicationOf, withWorkingCopy } from "@/lib/publishing/working-copy";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { PreviewPanel } from "@/components/admin/PreviewPanel";
import { OutcomeToast, publishingMessage } from "@/components/admin/OutcomeToast";
import { ViewOnSite } from "@/components/admin/ViewOnSite";
import { HistoryLink } from "@/components/admin/revisions/HistoryLink";
import { TopicForm } from "@/components/admin/topics/TopicForm";
import { CounterpartNotice, CounterpartsPanel } from "@/components/admin/CounterpartsPanel";
import { CreatedVersionNotice } from "@/components/admin/coverage/CreatedVersionNotice";
import { EditingLanguageNote } from "@/components/admin/EditingLanguageNote";
import { getLanguages } from "@/lib/languages/queries";
import { parseId } from "@/lib/admin/forms";
import { isAdminLocale } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { findCategoryChoices } from "@/lib/categories/queries";
import { findTopicForEdit } from "@/lib/topics/queries";
import { findReviewerChoices } from "@/lib/topics/review-queries";
import { topicFormValues } from "@/lib/topics/form";
import { findTranslationCheck } from "@/lib/counterparts/source-version";

export default async function EditContentPage({
  params,
  searchParams,
}: PageProps<"/admin-panel/[lang]/contents/[id]">) {
  const { lang, id } = await params;
  if (!isAdminLocale(lang)) return null;
  const session = await requireAdminPage(lang, `/contents/${id}`);
  const topicId = parseId(id);
  const topic = topicId ? await findTopicForEdit(topicId) : null;
  if (!topic) notFound();
  const t = await getTranslations("Admin.contents");
  const languages = await getLanguages();
  const query = await searchParams;
  // A save that stays on the form comes back here at a new version: a fresh form (its fields, version and guard).
  const version = topic.updatedAt.getTime();
  return (
    <AdminShell lang={lang} email={session.email} section="contents">
      <h1>{t("editTitle", { title: topic.title })}</h1>
      <EditingLanguageNote code={topic.languageCode} languages={languages} />
      <CreatedVersionNotice lang={lang} query={query} />
      <ViewOnSite entity="topic" id={topic.id} />
      <HistoryLink entity="topic" id={topic.id} />
      <PreviewPanel entity="topic" id={topic.id} />
      <CounterpartNotice query={query} />
      <OutcomeToast message={await publishingMessage(t("saved"), query)} saved={{ entity: "topic", id: topic.id }} />
      <TopicForm
        key={version}
        adminLang={lang}
        categories={await findCategoryChoices(topic.languageCode)}
        existing={{ id: topic.id, updatedAt: version }}
        publication={publicationOf(topic)}
        initial={topicFormValues(withWorkingCopy(topic))}
        translationCheck={await findTranslationCheck("topic", topic)}
        reviewers={await findReviewerChoices(topic.languageCode, [topic.authorId, topic.reviewedById])}
      />
      <CounterpartsPanel lang={lang} entity="topic" row={topic} languages={languages} />
    </AdminShell>
  );
}
