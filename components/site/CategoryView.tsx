import { getTranslations } from "next-intl/server";
import type { MenuCategory } from "@/lib/categories/queries";
import { Link } from "@/lib/i18n/site-navigation";
import type { ListedTopic } from "@/lib/topics/queries";
import { Breadcrumb } from "./Breadcrumb";
import { ExpertSupport } from "./ExpertSupport";
import { Keywords } from "./Keywords";
import styles from "./ContentViews.module.css";
import { paths } from "@/lib/site/paths";

/** A category: title, description, its numbered topics with excerpts and keywords, expert support. */
export async function CategoryView({ category, topics }: { category: MenuCategory; topics: ListedTopic[] }) {
  const t = await getTranslations("Category");
  const nav = await getTranslations("Nav");
  return (
    <article>
      <Breadcrumb items={[{ label: nav("home"), href: paths.home }, { label: category.title }]} />
      <h1>{category.title}</h1>
      {category.description && <p className={styles.lead}>{category.description}</p>}
      {topics.length === 0 ? (
        <p className={styles.empty}>{t("noTopics")}</p>
      ) : (
        <ol className={styles.topicList}>
          {topics.map((topic, index) => (
            <li key={topic.id} className={styles.card}>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <div>
                <h2>
                  <Link href={paths.topic(category.slug, topic.slug)}>{topic.title}</Link>
                </h2>
                <p>{topic.excerpt}</p>
                <Keywords keywords={topic.keywords} label={t("keywords")} />
              </div>
            </li>
          ))}
        </ol>
      )}
      <ExpertSupport />
    </article>
  );
}
