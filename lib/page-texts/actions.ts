"use server";

import { isFormData } from "@/lib/admin/action-arguments";
import { runSaveAction } from "@/lib/admin/actions";
import { formAdminLang, formText } from "@/lib/admin/forms";
import { adminPath } from "@/lib/admin/paths";
import { pageTextPageOf } from "./keys";
import { pageTextsFormValuesFrom, pageTextsInputFrom, type PageTextsFormState } from "./form";
import { savePageTexts } from "./mutations";

/** Saves one page's changed texts in one language, then shows that page's texts again. */
export async function savePageTextsAction(
  _previous: PageTextsFormState,
  formData: FormData,
): Promise<PageTextsFormState> {
  if (!isFormData(formData)) return { status: "error", error: "saveFailed" };
  const values = pageTextsFormValuesFrom(formData, pageTextPageOf(formText(formData, "page")));
  const query = new URLSearchParams({ language: values.languageCode, page: values.page, saved: "1" });
  return runSaveAction(
    values,
    savePageTexts(pageTextsInputFrom(formData, values)),
    () => `${adminPath(formAdminLang(formData), "/site/texts")}?${query}`,
  );
}
