import { getTranslations } from "next-intl/server";
import { DEFAULT_PAGE_SIZE, MAX_SEARCH_LENGTH, PAGE_SIZES } from "@/lib/admin/list-query";
import {
  DEFAULT_INBOX_FILTER,
  INBOX_FILTERS,
  inboxHref,
  isInboxFiltered,
  READING_FILTERS,
  UNASSIGNED,
  type InboxQuery,
} from "@/lib/contact-messages/inbox-query";
import type { Assignee } from "@/lib/contact-messages/queries";
import styles from "../ListFilter.module.css";

const CLEARED: InboxQuery = {
  q: "",
  status: DEFAULT_INBOX_FILTER,
  page: 1,
  size: DEFAULT_PAGE_SIZE,
  language: "",
  assignee: undefined,
  reading: "all",
};

/**
 * Above the inbox: search, where messages stand (the open ones by default), read or not, language,
 * assignee and page size, as a plain GET form like every admin list's: the list's state stays a link.
 */
export async function InboxFilter({
  action,
  query,
  languages,
  assignees,
}: {
  action: string;
  query: InboxQuery;
  languages: string[];
  assignees: Pick<Assignee, "id" | "name">[];
}) {
  const t = await getTranslations("Admin.lists");
  const inbox = await getTranslations("Admin.messages.inbox.filter");
  return (
    <form role="search" method="get" action={action} className={styles.filter}>
      <label>
        <span>{t("search")}</span>
        <input type="search" name="q" defaultValue={query.q} maxLength={MAX_SEARCH_LENGTH} />
      </label>
      <label>
        <span>{inbox("status")}</span>
        <select name="status" defaultValue={query.status}>
          {INBOX_FILTERS.map((status) => (
            <option key={status} value={status}>
              {inbox(`statuses.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{inbox("reading")}</span>
        <select name="read" defaultValue={query.reading}>
          {READING_FILTERS.map((reading) => (
            <option key={reading} value={reading}>
              {inbox(`readings.${reading}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{inbox("language")}</span>
        <select name="language" defaultValue={query.language}>
          <option value="">{inbox("allLanguages")}</option>
          {[...new Set([...languages, ...(query.language ? [query.language] : [])])].map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{inbox("assignee")}</span>
        <select name="assignee" defaultValue={query.assignee === undefined ? "" : String(query.assignee)}>
          <option value="">{inbox("anyone")}</option>
          <option value={UNASSIGNED}>{inbox("unassigned")}</option>
          {assignees.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t("size")}</span>
        <select name="size" defaultValue={query.size}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">{t("apply")}</button>
      {isInboxFiltered(query) && <a href={inboxHref(action, CLEARED)}>{t("clear")}</a>}
    </form>
  );
}
