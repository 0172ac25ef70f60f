"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import type { AdminLocale } from "@/lib/admin/paths";
import { bulkPublishAction } from "@/lib/publishing/bulk-actions";
import { MAX_BULK_PUBLISH } from "@/lib/publishing/bulk-limits";
import type { PublishedEntity } from "@/lib/publishing/intent";
import { ConfirmButton } from "./ConfirmButton";
import { ALL_FIELD, bulkFormId, ROW_FIELD, SelectAllCheckbox } from "./BulkSelect";
import styles from "./BulkPublish.module.css";

function rowBoxes(form: HTMLFormElement): HTMLInputElement[] {
  return [...form.elements].filter(
    (element): element is HTMLInputElement => element instanceof HTMLInputElement && element.name === ROW_FIELD,
  );
}

/**
 * The ids of the rows checked in the list's bulk form (its checkboxes sit in the table's rows, so
 * their changes are heard on the document). "Select all" checks every row of the page and shows
 * whether some or all are. A new list (after a publish, another filter) starts with none selected.
 */
function useSelection(formId: string, listKey: string): string[] {
  const [selected, setSelected] = useState<string[]>([]);
  const shownKey = useRef(listKey);
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const recount = () => {
      const boxes = rowBoxes(form);
      const checked = boxes.filter((box) => box.checked);
      const all = form.elements.namedItem(ALL_FIELD);
      if (all instanceof HTMLInputElement) {
        all.checked = boxes.length > 0 && checked.length === boxes.length;
        all.indeterminate = checked.length > 0 && checked.length < boxes.length;
      }
      setSelected(checked.map((box) => box.value));
    };
    const onChange = (event: Event) => {
      const target = event.target;
      if (!(target instanceof HTMLInputElement) || target.form !== form) return;
      if (target.name === ALL_FIELD) for (const box of rowBoxes(form)) box.checked = target.checked;
      recount();
    };
    // Boxes checked before the page ran in the browser count; a new list's start unchecked.
    if (shownKey.current !== listKey) for (const box of rowBoxes(form)) box.checked = false;
    shownKey.current = listKey;
    recount();
    document.addEventListener("change", onChange);
    return () => document.removeEventListener("change", onChange);
  }, [formId, listKey]);
  return selected;
}

/** "Seçilenleri yayınla" above a list: asks first, saying what visitors will get, then publishes the checked rows. */
export function BulkPublishBar({ entity, adminLang }: { entity: PublishedEntity; adminLang: AdminLocale }) {
  const t = useTranslations("Admin.bulkPublish");
  const listQuery = useSearchParams().toString();
  const formId = bulkFormId(entity);
  const selected = useSelection(formId, listQuery);
  const count = selected.length;
  return (
    <div className={styles.bar}>
      <form id={formId} onSubmit={(event) => event.preventDefault()} />
      <SelectAllCheckbox form={formId} label={t("selectAll")} />
      {/* A new list (the outcome's address) closes the question the publish was confirmed in. */}
      <ConfirmButton
        key={listQuery}
        action={bulkPublishAction}
        fields={{ entity, ids: selected.join(","), adminLang, listQuery }}
        tone="primary"
        className={styles.publish}
        disabledReason={count === 0 ? t("noneSelected") : undefined}
        texts={{
          button: t("button"),
          title: t("title", { count }),
          question: `${t("question", { count })}${entity === "topic" ? ` ${t("withoutReview")}` : ""}`,
          cancel: t("cancel"),
          confirm: t("confirm", { count }),
          errors: {
            failed: t("errors.failed"),
            unauthorized: t("errors.unauthorized"),
            invalid: t("errors.invalid"),
            nothingSelected: t("errors.nothingSelected"),
            tooMany: t("errors.tooMany", { max: MAX_BULK_PUBLISH }),
          },
        }}
      />
      <span className={styles.count} aria-live="polite">
        {t("selected", { count })}
      </span>
    </div>
  );
}
