import { getTranslations } from "next-intl/server";
import type { ContentLanguage } from "@/lib/admin-languages";

/** Which content language a form edits, shown plainly: the admin's own language is chosen separately. */
export async function EditingLanguageNote({ language, code }: { language: ContentLanguage | undefined; code: string }) {
  const t = await getTranslations("Admin.categories");
  return (
    <p>
      {t("editingLanguage")}:{" "}
      <strong>
        {language ? `${language.flag} ${language.nativeName} (${code})` : code}
      </strong>
    </p>
  );
}

/** What the counterparts panel reports after a pairing was made or removed. */
export async function CounterpartNotice({ query }: { query: Record<string, string | string[] | undefined> }) {
  const t = await getTranslations("Admin.counterparts");
  return <p role="status">{query.linked ? t("linked") : query.unlinked ? t("unlinked") : ""}</p>;
}
