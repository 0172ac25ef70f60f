"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { isAllowedLink } from "@/lib/text/editor-urls";
import { DialogField, EditorDialog } from "./EditorDialog";
import styles from "./EditorDialog.module.css";

export interface LinkDraft {
  href: string;
  text: string;
  newTab: boolean;
}

/**
 * The link of the selection: its address (the editor's URL rules, refused here with the reason),
 * its text, whether it opens a new tab; "Remove link" when it is one already.
 */
export function LinkDialog({
  draft,
  existing,
  onApply,
  onRemove,
  onClose,
}: {
  draft: LinkDraft;
  existing: boolean;
  onApply: (link: LinkDraft) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const t = useTranslations("Admin.editing.link");
  const invalidText = useTranslations("Admin.editor")("linkInvalid");
  const [invalid, setInvalid] = useState(false);
  const apply = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const href = String(data.get("href") ?? "").trim();
    if (!isAllowedLink(href)) {
      setInvalid(true);
      form.querySelector<HTMLInputElement>("input[name=href]")?.focus();
      return;
    }
    onApply({ href, text: String(data.get("text") ?? "").trim() || href, newTab: data.get("newTab") === "on" });
  };
  return (
    <EditorDialog
      title={t("title")}
      onSubmit={apply}
      onClose={onClose}
      buttons={{
        submit: t("apply"),
        cancel: t("cancel"),
        remove: t("remove"),
        onRemove: existing ? onRemove : undefined,
      }}
    >
      <DialogField
        name="href"
        label={t("url")}
        hint={t("urlHint")}
        error={invalid ? invalidText : undefined}
        defaultValue={draft.href}
        inputMode="url"
      />
      <DialogField name="text" label={t("text")} defaultValue={draft.text} />
      <label className={styles.checkbox}>
        <input type="checkbox" name="newTab" defaultChecked={draft.newTab} /> {t("newTab")}
      </label>
    </EditorDialog>
  );
}
