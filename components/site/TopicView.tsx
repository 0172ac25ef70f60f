import { getLocale, getTranslations } from "next-intl/server";
import { relatedTopics, type MenuCategory } from "@/lib/categories/queries";
import { Link } from "@/lib/i18n/site-navigation";
import { figureMediaIds, rewriteArticleFigures } from "@/lib/media/article";
import { getPublicMedia } from "@/lib/media/public";
import { BASE_PATH } from "@/lib/site/base-path";
import { sanitizeRichText } from "@/lib/text/rich-text";
import type { PublicTopic } from "@/lib/topics/queries";
import type { TopicPeople } from "@/lib/topics/review-queries";
import { Breadcrumb } from "./Breadcrumb";
import { ExpertSupport } from "./ExpertSupport";
import { Keywords } from "./Keywords";
import { ScrollToContent } from "./ScrollToContent";
import { TopicReview } from "./TopicReview";
import styles from "./ContentViews.module.css";
import { paths } from "@/lib/site/paths";

export const topicElementId = (topic: { id: number }) => `content-${topic.id}`;

/**
 * A topic: breadcrumb, the sanitized body (or the fallback text), keywords and related topics. The
 * body's library images become responsive pictures, read under the media tag: a replaced file or a
 * new alt text is on the next view.
 */
export async function TopicView({
  category,
  topic,
  people,
}: {
  category: MenuCategory;
  topic: PublicTopic;
  /** Its author and reviewer as the page names them (the page's structured data names them too). */
  people: TopicPeople;
}) {
  const t = await getTranslations("Topic");
  const nav = await getTranslations("Nav");
  const locale = await getLocale();
  const sanitized = sanitizeRichText(topic.body);
  const media = await getPublicMedia(figureMediaIds(sanitized));
  const body = rewriteArticleFigures(sanitized, media, locale, BASE_PATH);
  const related = relatedTopics(category, topic.id);
  return (
    <article id={topicElementId(topic)} className={styles.topic}>
      <ScrollToContent targetId={topicElementId(topic)} />
      <Breadcrumb
        items={[
          { label: nav("home"), href: paths.home },
          { label: category.title, href: paths.categoryPage(category) },
          { label: topic.title },
        ]}
      />
      {topic.section && <p className={styles.section}>{topic.section}</p>}
      <h1>{topic.title}</h1>
      <TopicReview topic={topic} people={people} />
      {body.trim() ? (
        <div className={styles.body} data-testid="topic-body" dangerouslySetInnerHTML={{ __html: body }} />
      ) : (
        <p className={styles.empty}>{t("noBody")}</p>
      )}
      <Keywords keywords={topic.keywords} label={t("keywords")} />
      {related.length > 0 && (
        <section aria-labelledby="related-title" className={styles.related}>
          <h2 id="related-title">{t("related")}</h2>
          <ul>
            {related.map((other) => (
              <li key={other.id}>
                <Link href={paths.topic(category.slug, other.slug)}>{other.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ExpertSupport reviewer={people.reviewer} />
    </article>
  );
}
