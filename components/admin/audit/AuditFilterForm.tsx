import { getTranslations } from "next-intl/server";
import type { AuditFilter } from "@/lib/audit-log/filter";
import styles from "@/components/admin/ListFilter.module.css";

/**
 * Above the audit log: person, item type, action and a date range, as a plain GET form (the
 * filter stays a link, and the export takes the same parameters). `choices` are what the log holds.
 */
export async function AuditFilterForm({
  action,
  filter,
  choices,
}: {
  action: string;
  filter: AuditFilter;
  choices: { actors: string[]; entities: string[]; actions: string[] };
}) {
  const t = await getTranslations("Admin.audit");
  const named = (group: "entities" | "verbs", key: string) => (t.has(`${group}.${key}`) ? t(`${group}.${key}`) : key);
  const select = (name: "actor" | "entity" | "action", options: string[], label: (value: string) => string) => (
    <label>
      <span>{t(name)}</span>
      <select name={name} defaultValue={filter[name]}>
        <option value="">{t("all")}</option>
        {options.map((value) => (
          <option key={value} value={value}>
            {label(value)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form role="search" method="get" action={action} className={styles.filter}>
      {select("actor", choices.actors, (actor) => actor)}
      {select("entity", choices.entities, (entity) => named("entities", entity))}
      {select("action", choices.actions, (verb) => named("verbs", verb))}
      <label>
        <span>{t("from")}</span>
        <input type="date" name="from" defaultValue={filter.from} />
      </label>
      <label>
        <span>{t("to")}</span>
        <input type="date" name="to" defaultValue={filter.to} />
      </label>
      <button type="submit">{t("filter")}</button>
      <a href={action}>{t("clear")}</a>
    </form>
  );
}
