import { getFormatter, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/site-navigation";
import { FIRM_TIME_ZONE } from "@/lib/site/firm";
import { paths } from "@/lib/site/paths";
import { getLatestTopics, type LatestTopic } from "@/lib/topics/queries";
import { getTopicPeople } from "@/lib/topics/review-queries";
import cards from "./Card.module.css";
import styles from "./HomeSections.module.css";

/** The articles the firm published last, each with its author, date, reading time and legal reviewer; nothing while the language has none. */
export async function LatestArticles({ locale }: { locale: string }) {
  const t = await getTranslations("Home.latest");
  const topics = await getLatestTopics(locale);
  if (topics.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-latest-title">
      <h2 id="home-latest-title">{t("title")}</h2>
      <ul className={styles.articles}>
        {topics.map((topic) => (
          <LatestArticle key={topic.id} topic={topic} locale={locale} />
        ))}
      </ul>
    </section>
  );
}

async function LatestArticle({ topic, locale }: { topic: LatestTopic; locale: string }) {
  const t = await getTranslations("Home.latest");
  const review = await getTranslations("TopicReview");
  const expert = await getTranslations("ExpertSupport");
  const format = await getFormatter();
  const { author, reviewer } = await getTopicPeople(topic, locale);
  return (
    <li className={cards.card}>
      <p className={styles.category}>{topic.category.title}</p>
      <h3>
        <Link href={paths.topic(topic.category.slug, topic.slug)}>{topic.title}</Link>
      </h3>
      <p className={styles.meta}>
        {author && <span>{t("author", { name: author.name })}</span>}
        <time dateTime={topic.publishedAt.toISOString()}>
          {format.dateTime(topic.publishedAt, { dateStyle: "long", timeZone: FIRM_TIME_ZONE })}
        </time>
        {topic.readingMinutes > 0 && <span>{review("readingTime", { minutes: topic.readingMinutes })}</span>}
        {reviewer && <span>{expert("reviewer", { name: reviewer.name })}</span>}
      </p>
    </li>
  );
}
