import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { CategoryForm } from "@/components/admin/categories/CategoryForm";
import { isAdminLocale } from "@/lib/admin-paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { findCategoryCounterparts, findCategoryForEdit } from "@/lib/categories/admin-queries";
import { findContentLanguages } from "@/lib/admin-languages";
import { CounterpartLinks } from "@/components/admin/CounterpartLinks";

export default async function EditCategoryPage({ params }: PageProps<"/admin-panel/[lang]/categories/[id]">) {
  const { lang, id } = await params;
  if (!isAdminLocale(lang)) return null;
  const session = await requireAdminPage(lang, `/categories/${id}`);
  const category = Number.isInteger(Number(id)) ? await findCategoryForEdit(Number(id)) : null;
  if (!category) notFound();
  const t = await getTranslations("Admin.categories");
  return (
    <AdminShell lang={lang} email={session.email} section="categories">
      <h1>{t("editTitle", { title: category.title })}</h1>
      <p>
        {t("editingLanguage")}: <strong>{category.languageCode}</strong>
      </p>
      <CategoryForm
        adminLang={lang}
        existing={{ id: category.id, updatedAt: category.updatedAt.getTime() }}
        initial={{ ...category, order: String(category.order) }}
      />
      <CounterpartLinks
        lang={lang}
        section="categories"
        sourceId={category.id}
        languageCode={category.languageCode}
        counterparts={await findCategoryCounterparts(category)}
        languages={await findContentLanguages()}
      />
    </AdminShell>
  );
}
