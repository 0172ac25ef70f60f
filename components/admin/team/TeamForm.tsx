"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { isAdminLocale } from "@/lib/admin/paths";
import { saveTeamMemberAction } from "@/lib/team-members/actions";
import type { TeamListField, TeamMemberFormState, TeamMemberFormValues } from "@/lib/team-members/form";
import { SOCIAL_NETWORKS, TEAM_LIST_FIELDS } from "@/lib/team-members/schema";
import { fieldErrors, FormAlert, OrderField, RecordFields, useHydrated } from "../FormParts";
import { ListFieldRows } from "./ListFieldRows";
import { PortraitField } from "./PortraitField";
import { UnsavedChangesGuard } from "../UnsavedChangesGuard";
import { PublishingButtons } from "../PublishingButtons";
import type { PublicationColumns } from "@/lib/publishing/state";
import { UntranslatedFields, UntranslatedMark } from "../UntranslatedFields";
import type { TranslationCheck } from "@/lib/counterparts/identical";
import styles from "../AdminForm.module.css";
import teamStyles from "./TeamForm.module.css";

/**
 * Create or edit a team member: name, title and short description required; a photo from the media
 * library (or an address); the list fields as rows added and removed with buttons; https profile
 * links. Every error shows next to its field; whatever was typed stays in the form.
 */
export function TeamForm({
  adminLang,
  initial,
  existing,
  publication,
  translationCheck,
}: {
  adminLang: string;
  initial: TeamMemberFormValues;
  existing?: { id: number; updatedAt: number };
  /** The saved item's publication state (none on create). */
  publication?: PublicationColumns;
  /** Their Turkish profile's texts, when they have one: fields still the same are marked, and publishing them asks first. */
  translationCheck?: TranslationCheck | null;
}) {
  const t = useTranslations("Admin.team");
  const [state, action, pending] = useActionState<TeamMemberFormState, FormData>(saveTeamMemberAction, {
    status: "idle",
  });
  const values = state.values ?? initial;
  const hydrated = useHydrated();
  const errors = fieldErrors<keyof TeamMemberFormValues>(state.fieldErrors, (code) => t(`errors.${code}`));
  const listTexts = (field: TeamListField) => {
    const label = t(`fields.${field}`);
    return {
      add: t("addRow"),
      addLabel: t("addRowNamed", { field: label }),
      remove: t("removeRow"),
      removeLabel: (position: number) => t("removeRowNamed", { field: label, position }),
      rowLabel: (position: number) => t("rowNamed", { field: label, position }),
      empty: t("noRows"),
    };
  };

  return (
    <form action={action} className={styles.form} noValidate data-ready={hydrated || undefined}>
      <RecordFields adminLang={adminLang} languageCode={values.languageCode} existing={existing} />
      <FormAlert>{state.error && t(`errors.${state.error}`)}</FormAlert>
      <UnsavedChangesGuard />
      <UntranslatedFields
        check={translationCheck}
        initial={initial}
        wasActive={Boolean(existing) && initial.isActive}
        labels={{
          title: t("fields.title"),
          shortDescription: t("fields.shortDescription"),
          biography: t("fields.biography"),
          ...Object.fromEntries(TEAM_LIST_FIELDS.map((field) => [field, t(`fields.${field}`)])),
        }}
      >
        <label htmlFor="name">{t("fields.name")} *</label>
        <input id="name" name="name" defaultValue={values.name} required autoComplete="off" {...errors.aria("name")} />
        {errors.text("name")}

        <label htmlFor="title">
          {t("fields.title")} * <UntranslatedMark field="title" />
        </label>
        <input id="title" name="title" defaultValue={values.title} required {...errors.aria("title")} />
        {errors.text("title")}

        <label htmlFor="shortDescription">
          {t("fields.shortDescription")} * <UntranslatedMark field="shortDescription" />
        </label>
        <textarea
          id="shortDescription"
          name="shortDescription"
          rows={3}
          defaultValue={values.shortDescription}
          required
          {...errors.aria("shortDescription")}
        />
        {errors.text("shortDescription")}

        <PortraitField
          initial={values.image}
          adminLang={isAdminLocale(adminLang) ? adminLang : "tr"}
          languageCode={values.languageCode}
          invalid={errors.aria("image")}
          error={errors.text("image")}
        />

        <label htmlFor="biography">
          {t("fields.biography")} <UntranslatedMark field="biography" />
        </label>
        <textarea
          id="biography"
          name="biography"
          rows={6}
          defaultValue={values.biography}
          {...errors.aria("biography")}
        />
        {errors.text("biography")}

        {TEAM_LIST_FIELDS.map((field) => (
          <ListFieldRows
            key={field}
            name={field}
            legend={
              <>
                {t(`fields.${field}`)} <UntranslatedMark field={field} />
              </>
            }
            initial={values[field]}
            error={errors.code(field) ? { id: `${field}-error`, node: errors.text(field) } : undefined}
            texts={listTexts(field)}
          />
        ))}

        <h2 className={teamStyles.section}>{t("socialHeading")}</h2>
        {SOCIAL_NETWORKS.map((network) => (
          <div key={network} className={teamStyles.socialField}>
            <label htmlFor={network}>{t(`fields.${network}`)}</label>
            <input
              id={network}
              name={network}
              type="url"
              inputMode="url"
              placeholder="https://"
              defaultValue={values[network]}
              {...errors.aria(network)}
            />
            {errors.text(network)}
          </div>
        ))}

        <OrderField value={values.order} errors={errors} label={t("order")} />
        <PublishingButtons
          entity="teamMember"
          publication={publication}
          pending={pending}
          fieldErrors={state.fieldErrors}
        />
      </UntranslatedFields>
    </form>
  );
}
