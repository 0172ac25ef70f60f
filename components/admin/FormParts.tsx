"use client";

import { useTranslations } from "next-intl";
import { useRef, useSyncExternalStore, type ReactNode } from "react";
import { SAVE_AND_STAY } from "@/lib/admin/forms";
import { ErrorFocus } from "./ErrorFocus";
import { EnterSavesDraft } from "./PublishingButtons";
import styles from "./AdminForm.module.css";

/**
 * The parts every admin record form shares: which record and version it edits (RecordFields, on a
 * category's, topic's or team member's form, first the unseen button Enter saves a draft with), the
 * alert for a failure that is not a field's, each field's error beside it, and the save button.
 */
export function RecordFields({
  adminLang,
  languageCode,
  existing,
  translationOf,
}: {
  adminLang: string;
  languageCode: string;
  existing?: { id: number; updatedAt: number };
  translationOf?: number;
}) {
  return (
    <>
      <EnterSavesDraft />
      <input type="hidden" name="adminLang" value={adminLang} />
      <input type="hidden" name="languageCode" value={languageCode} />
      {existing && <input type="hidden" name="id" value={existing.id} />}
      {existing && <input type="hidden" name="updatedAt" value={existing.updatedAt} />}
      {translationOf && <input type="hidden" name="translationOf" value={translationOf} />}
    </>
  );
}

const noSubscription = () => () => {};

/**
 * True once the form runs in the browser. Typing before that is kept by the browser but not seen by
 * React (the slug would not follow the title), so the form marks itself `data-ready` for tests.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The form's message for a failure that is not a field's. With it comes ErrorFocus: a refused save
 * brings the first field in error (or this message) into view, focused, with a toast saying so.
 */
export function FormAlert({ children }: { children: ReactNode }) {
  const alert = useRef<HTMLDivElement>(null);
  return (
    <>
      <div ref={alert} className={styles.status} role="alert" aria-live="assertive" tabIndex={-1}>
        {children}
      </div>
      <ErrorFocus alert={alert} />
    </>
  );
}

/** A field's error code → its aria attributes and its message next to it, in the admin's language. */
export function fieldErrors<Field extends string>(
  errors: Partial<Record<Field, string>> | undefined,
  message: (code: string) => string,
) {
  const code = (field: Field) => errors?.[field];
  return {
    code,
    aria: (field: Field, hint?: string) => ({
      "aria-invalid": Boolean(code(field)),
      "aria-describedby": [code(field) ? `${field}-error` : "", hint ?? ""].filter(Boolean).join(" ") || undefined,
    }),
    text: (field: Field) => {
      const error = code(field);
      return error ? (
        <p id={`${field}-error`} className={styles.fieldError}>
          {message(error)}
        </p>
      ) : null;
    },
  };
}

/** A form's save button, saying so while it saves (and disabled: one click sends once), with any buttons beside it. */
export function SubmitButton({
  pending,
  save,
  saving,
  children,
}: {
  pending: boolean;
  save: string;
  saving: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.buttons}>
      <button type="submit" className={styles.primaryButton} disabled={pending}>
        {pending ? saving : save}
      </button>
      {children}
    </div>
  );
}

/** "Save" (back to the list) and "Save and keep editing" (the record's form again, at its new version). */
export function SaveButton({ pending, save, saving }: { pending: boolean; save: string; saving: string }) {
  const t = useTranslations("Admin.editing");
  return (
    <SubmitButton pending={pending} save={save} saving={saving}>
      <button
        type="submit"
        name={SAVE_AND_STAY.name}
        value={SAVE_AND_STAY.value}
        className={styles.secondaryButton}
        disabled={pending}
      >
        {t("saveAndStay")}
      </button>
    </SubmitButton>
  );
}

type FieldErrorsView = ReturnType<typeof fieldErrors<"order">>;

/** A record's place in its list (blank: after the last). */
export function OrderField({
  value,
  errors,
  label,
}: {
  value: string;
  errors: Pick<FieldErrorsView, "aria" | "text">;
  label: string;
}) {
  return (
    <>
      <label htmlFor="order">{label}</label>
      <input id="order" name="order" inputMode="numeric" defaultValue={value} {...errors.aria("order")} />
      {errors.text("order")}
    </>
  );
}

/**
 * The end of every record form: its order, whether it is shown (Aktif), and the save buttons. The
 * texts come from the form's own message namespace (order, active, save, saving).
 */
export function OrderActiveAndSave({
  values,
  errors,
  t,
  pending,
}: {
  values: { order: string; isActive: boolean };
  errors: Pick<FieldErrorsView, "aria" | "text">;
  t: (key: "order" | "active" | "save" | "saving") => string;
  pending: boolean;
}) {
  return (
    <>
      <OrderField value={values.order} errors={errors} label={t("order")} />

      <label className={styles.checkbox}>
        <input type="checkbox" name="isActive" defaultChecked={values.isActive} /> {t("active")}
      </label>

      <SaveButton pending={pending} save={t("save")} saving={t("saving")} />
    </>
  );
}
