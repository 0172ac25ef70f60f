import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/site-navigation";
import { paths } from "@/lib/site/paths";
import type { ListedTopic } from "@/lib/topics/queries";
import { Keywords } from "./Keywords";
import styles from "./ContentViews.module.css";

/**
 * A category's topics, numbered, each with its excerpt and first keywords: the category page's list
 * (titles as h2) and the one under a service's presentation (h3, below the page's sections).
 */
export async function TopicList({
  categorySlug,
  topics,
  heading: Heading = "h2",
}: {
  categorySlug: string;
  topics: ListedTopic[];
  heading?: "h2" | "h3";
}) {
  const t = await getTranslations("Category");
  return (
    <ol className={styles.topicList}>
      {topics.map((topic, index) => (
        <li key={topic.id} className={styles.card}>
          <span className={styles.number} aria-hidden="true">
            {String(index + 1).padStart(2, "0")}
          </span>
          <div>
            <Heading>
              <Link href={paths.topic(categorySlug, topic.slug)}>{topic.title}</Link>
            </Heading>
            <p>{topic.excerpt}</p>
            <Keywords keywords={topic.keywords} label={t("keywords")} />
          </div>
        </li>
      ))}
    </ol>
  );
}
