import { getTranslations } from "next-intl/server";
import type { PublicCategory, PublicTopic } from "@/lib/categories/public-queries";
import { relatedTopics } from "@/lib/categories/public-queries";
import { Link } from "@/lib/i18n/navigation";
import { sanitizeRichText } from "@/lib/text/rich-text";
import { Breadcrumb } from "./Breadcrumb";
import { ExpertSupport } from "./ExpertSupport";
import { Keywords } from "./Keywords";
import { ScrollToContent } from "./ScrollToContent";
import styles from "./ContentViews.module.css";

export const topicElementId = (topic: PublicTopic) => `content-${topic.id}`;

/** A topic: breadcrumb, the sanitized body (or the fallback text), keywords and related topics. */
export async function TopicView({ category, topic }: { category: PublicCategory; topic: PublicTopic }) {
  const t = await getTranslations("Topic");
  const nav = await getTranslations("Nav");
  const body = sanitizeRichText(topic.content);
  const related = relatedTopics(category, topic);
  return (
    <article id={topicElementId(topic)} className={styles.topic}>
      <ScrollToContent targetId={topicElementId(topic)} />
      <Breadcrumb items={[{ label: nav("home"), href: "/" }, { label: category.title, href: `/${category.slug}` }, { label: topic.title }]} />
      {topic.section && <p className={styles.section}>{topic.section}</p>}
      <h1>{topic.title}</h1>
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
                <Link href={`/${category.slug}/${other.slug}`}>{other.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ExpertSupport />
    </article>
  );
}
