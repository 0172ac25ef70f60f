import { getTranslations } from "next-intl/server";
import type { Language } from "@/lib/languages/schema";
import { Flag } from "../shared/Flag";

/** Which content language a form edits, shown plainly: the admin's own language is chosen separately. */
export async function EditingLanguageNote({ languages, code }: { languages: Language[]; code: string }) {
  const t = await getTranslations("Admin.categories");
  const language = languages.find((candidate) => candidate.code === code);
  return (
    <p>
      {t("editingLanguage")}:{" "}
      <strong>
        {language ? (
          <>
            <Flag flag={language.flag} /> {language.nativeName} ({code})
          </>
        ) : (
          code
        )}
      </strong>
    </p>
  );
}
