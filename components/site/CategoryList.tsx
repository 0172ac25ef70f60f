import { getTranslations } from "next-intl/server";
import type { PublicCategory } from "@/lib/categories";
import { Link } from "@/lib/i18n/navigation";
import styles from "./CategoryList.module.css";

export async function CategoryList({ categories }: { categories: PublicCategory[] }) {
  const t = await getTranslations("Home");
  return (
    <section aria-labelledby="categories-title" className={styles.section}>
      <h2 id="categories-title">{t("categoriesTitle")}</h2>
      {categories.length === 0 ? (
        <p>{t("noCategories")}</p>
      ) : (
        <ul className={styles.list}>
          {categories.map((category) => (
            <li key={category.id}>
              <Link href={`/${category.slug}`}>{category.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
