import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { BrowseLayout } from "@/components/site/BrowseLayout";
import { CategorySidebar } from "@/components/site/CategorySidebar";
import { JsonLd } from "@/components/site/JsonLd";
import { LiveItem } from "@/components/site/LiveItem";
import { TopicView } from "@/components/site/TopicView";
import { requireActiveLocale } from "@/lib/i18n/active-locale";
import { paths } from "@/lib/site/paths";
import { loadTopicPage } from "@/lib/site/public-content";
import { localizedUrl, pageMetadata } from "@/lib/site/seo";
import { getFirmFacts } from "@/lib/firm-settings/public";
import { articleSchema, breadcrumbSchema, type ArticlePerson } from "@/lib/site/structured-data";
import { getTopicPeople, type PublicMember } from "@/lib/topics/review-queries";
import type { Locale } from "@/lib/i18n/routing";
import { excerpt } from "@/lib/text/excerpt";

export function generateStaticParams() {
  return [];
}

/** The author or reviewer as the article's JSON-LD names them, in the page's language (lib/topics/review-queries.ts). */
function articlePerson(shown: PublicMember | null, locale: Locale): ArticlePerson | null {
  if (!shown) return null;
  const card = shown.memberId && localizedUrl(locale, paths.teamMember(shown.memberId));
  return { name: shown.name, url: card || null };
}

function describe(topic: { metaDescription: string; body: string }): string {
  return topic.metaDescription || excerpt(topic.body, 160);
}

export async function generateMetadata({ params }: PageProps<"/[locale]/[category]/[topic]">): Promise<Metadata> {
  const { locale: requested, category: categorySlug, topic: topicSlug } = await params;
  const locale = await requireActiveLocale(requested);
  const { category, topic } = await loadTopicPage(locale, categorySlug, topicSlug);
  // Not only the page: the metadata too says 404, or the page's <title> would be the layout's (the home page's).
  if (!category || !topic) notFound();
  return pageMetadata({
    locale,
    page: { kind: "topic", categorySlug: category.slug, topicSlug: topic.slug },
    title: topic.metaTitle || topic.title,
    absoluteTitle: Boolean(topic.metaTitle),
    description: describe(topic),
    keywords: topic.keywords,
    type: "article",
  });
}

export default async function TopicPage({ params }: PageProps<"/[locale]/[category]/[topic]">) {
  const { locale: requested, category: categorySlug, topic: topicSlug } = await params;
  const locale = await requireActiveLocale(requested);
  const { menu, category, topic } = await loadTopicPage(locale, categorySlug, topicSlug);
  if (!category || !topic) notFound();
  const nav = await getTranslations("Nav");
  const url = localizedUrl(locale, paths.topic(category.slug, topic.slug));
  const people = await getTopicPeople(topic, locale);
  return (
    <>
      <JsonLd
        data={breadcrumbSchema([
          { name: nav("home"), url: localizedUrl(locale, paths.home) },
          { name: category.title, url: localizedUrl(locale, paths.categoryPage(category)) },
          { name: topic.title, url },
        ])}
      />
      <JsonLd
        data={articleSchema({
          title: topic.title,
          description: describe(topic),
          url,
          keywords: topic.keywords,
          updatedAt: topic.updatedAt,
          publishedAt: topic.publishedAt,
          reviewedAt: topic.reviewedAt,
          author: articlePerson(people.author, locale),
          reviewer: articlePerson(people.reviewer, locale),
          language: locale,
          firmName: (await getFirmFacts(locale)).name,
        })}
      />
      <BrowseLayout
        sidebar={<CategorySidebar categories={menu} currentCategory={category.slug} currentTopic={topic} />}
      >
        <LiveItem
          items={[
            { entity: "topic", id: topic.id },
            { entity: "category", id: category.id },
          ]}
        />
        <TopicView category={category} topic={topic} people={people} />
      </BrowseLayout>
    </>
  );
}
