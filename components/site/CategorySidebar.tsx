import { getTranslations } from "next-intl/server";
import type { PublicCategory } from "@/lib/categories";
import { Link } from "@/lib/i18n/navigation";
import styles from "./CategorySidebar.module.css";

/**
 * The category accordion (spec 2): active categories by order, each opening onto its active topics.
 * Exclusive <details> (one open at a time) work without JavaScript; the current category is open.
 */
export async function CategorySidebar({
  categories,
  currentCategory,
  currentTopic,
}: {
  categories: PublicCategory[];
  currentCategory?: string;
  currentTopic?: string;
}) {
  const t = await getTranslations("Menu");
  return (
    <nav aria-label={t("label")} className={styles.sidebar}>
      <h2 className={styles.heading}>{t("title")}</h2>
      {categories.length === 0 ? (
        <p className={styles.empty}>{t("preparing")}</p>
      ) : (
        <ul className={styles.categories}>
          {categories.map((category) => (
            <li key={category.id}>
              <details name="category-menu" open={category.slug === currentCategory} className={styles.category}>
                <summary>
                  <Link href={`/${category.slug}`} aria-current={category.slug === currentCategory && !currentTopic ? "page" : undefined}>
                    {category.title}
                  </Link>
                </summary>
                {category.topics.length === 0 ? (
                  <p className={styles.empty}>{t("noTopics")}</p>
                ) : (
                  <ul className={styles.topics}>
                    {category.topics.map((topic) => (
                      <li key={topic.id}>
                        <Link
                          href={`/${category.slug}/${topic.slug}`}
                          aria-current={category.slug === currentCategory && topic.slug === currentTopic ? "page" : undefined}
                        >
                          {topic.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </details>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

export async function SidebarLoading() {
  const t = await getTranslations("Menu");
  return <p className={styles.empty}>{t("loading")}</p>;
}
