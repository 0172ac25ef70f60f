import { readListPage, searchWhere } from "@/lib/admin/list-query";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ADMIN_EXCERPT_LENGTH, plainExcerpt } from "@/lib/text/excerpt";
import {
  isInboxFiltered,
  isMessageStatus,
  UNASSIGNED,
  type InboxFilter,
  type InboxQuery,
  type MessageStatus,
  type ReadingFilter,
} from "./inbox-query";
import { speaksLanguage } from "./inbox-languages";

const LISTED = {
  id: true,
  name: true,
  email: true,
  subject: true,
  message: true,
  languageCode: true,
  fromPath: true,
  createdAt: true,
  readAt: true,
  status: true,
  assignedTo: { select: { id: true, name: true } },
} as const;

const DETAILED = {
  ...LISTED,
  phone: true,
  consentVersion: true,
  consentAt: true,
  statusAt: true,
  statusBy: true,
  assignedAt: true,
  assignedBy: true,
} as const;

const SEARCHED = ["name", "email", "subject", "message"] as const;

const STATUS_WHERE: Record<InboxFilter, Prisma.ContactMessageWhereInput> = {
  open: { status: { in: ["new", "answered"] } },
  new: { status: "new" },
  answered: { status: "answered" },
  archived: { status: "archived" },
  all: {},
};

const READING_WHERE: Record<ReadingFilter, Prisma.ContactMessageWhereInput> = {
  all: {},
  unread: { readAt: null },
  read: { readAt: { not: null } },
};

/** The messages the list shows: its status, language, assignee and search, all at once. */
function inboxWhere(query: InboxQuery): Prisma.ContactMessageWhereInput {
  return {
    AND: [
      STATUS_WHERE[query.status],
      query.language ? { languageCode: query.language } : {},
      query.assignee === UNASSIGNED ? { assignedToId: null } : query.assignee ? { assignedToId: query.assignee } : {},
      READING_WHERE[query.reading],
      searchWhere(query.q, SEARCHED),
    ],
  };
}

/** The list's order: newest first, the id breaking ties (next/previous walk it). */
const NEWEST_FIRST = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.ContactMessageOrderByWithRelationInput[];

const statusOf = (value: string): MessageStatus => (isMessageStatus(value) ? value : "new");

/**
 * The firm's inbox (spec: the contact form's messages), newest first, a page at a time: searched
 * (sender, subject, text) and filtered; each row with a one-line excerpt of its text.
 */
export async function findInboxPage(query: InboxQuery) {
  const where = inboxWhere(query);
  // readListPage knows only search and status as filters: the inbox's own filters count too.
  const page = await readListPage(
    { ...query, status: isInboxFiltered(query) ? "filtered" : "all" },
    {
      count: (filtered) => db.contactMessage.count({ where: filtered ? where : {} }),
      rows: ({ skip, take }) =>
        db.contactMessage.findMany({ where, orderBy: NEWEST_FIRST, skip, take, select: LISTED }),
    },
  );
  return {
    ...page,
    rows: page.rows.map(({ message, status, ...row }) => ({
      ...row,
      status: statusOf(status),
      // A message is plain text, as the visitor typed it: never HTML to strip.
      excerpt: plainExcerpt(message, ADMIN_EXCERPT_LENGTH),
    })),
  };
}
export type InboxRow = Awaited<ReturnType<typeof findInboxPage>>["rows"][number];

export async function findContactMessage(id: number) {
  const message = await db.contactMessage.findUnique({ where: { id }, select: DETAILED });
  return message && { ...message, status: statusOf(message.status) };
}
export type InboxMessage = NonNullable<Awaited<ReturnType<typeof findContactMessage>>>;

/** The messages before and after one in the list's order and filters (undefined at either end). */
export async function findNeighbours(message: { id: number; createdAt: Date }, query: InboxQuery) {
  const where = inboxWhere(query);
  const { id, createdAt } = message;
  const [previous, next] = await Promise.all([
    db.contactMessage.findFirst({
      where: { AND: [where, { OR: [{ createdAt: { gt: createdAt } }, { createdAt, id: { gt: id } }] }] },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, name: true },
    }),
    db.contactMessage.findFirst({
      where: { AND: [where, { OR: [{ createdAt: { lt: createdAt } }, { createdAt, id: { lt: id } }] }] },
      orderBy: NEWEST_FIRST,
      select: { id: true, name: true },
    }),
  ]);
  return { previous: previous ?? undefined, next: next ?? undefined };
}

/** The languages messages came in, for the list's filter. */
export async function findInboxLanguages(): Promise<string[]> {
  const rows = await db.contactMessage.findMany({
    where: { languageCode: { not: null } },
    distinct: ["languageCode"],
    select: { languageCode: true },
    orderBy: { languageCode: "asc" },
  });
  return rows.flatMap((row) => (row.languageCode ? [row.languageCode] : []));
}

export interface Assignee {
  id: number;
  name: string;
  /** Speaks the message's language (listed first). */
  speaks: boolean;
}

/**
 * The active team members a message can be given to. A person has a row per site language (linked
 * by their translation key): one entry each, by their Turkish row where there is one, with the
 * languages every row lists.
 */
export async function findAssignees(languageCode: string | null = null): Promise<Assignee[]> {
  const rows = await db.teamMember.findMany({
    where: { isActive: true },
    orderBy: [{ order: "asc" }, { id: "asc" }],
    select: { id: true, name: true, languageCode: true, languages: true, translationKey: true },
  });
  const people = new Map<string, { id: number; name: string; languages: string[]; turkish: boolean }>();
  for (const row of rows) {
    const key = row.translationKey ?? `row:${row.id}`;
    const known = people.get(key);
    const turkish = row.languageCode === "tr";
    if (!known) people.set(key, { id: row.id, name: row.name, languages: [...row.languages], turkish });
    else {
      known.languages.push(...row.languages);
      if (turkish && !known.turkish) Object.assign(known, { id: row.id, name: row.name, turkish });
    }
  }
  const assignees = [...people.values()].map((person) => ({
    id: person.id,
    name: person.name,
    speaks: speaksLanguage(person.languages, languageCode),
  }));
  // Stable: within each group, the team's own order.
  return [...assignees.filter((a) => a.speaks), ...assignees.filter((a) => !a.speaks)];
}

/** Every message, newest first, for the export. */
export async function findAllContactMessages() {
  const messages = await db.contactMessage.findMany({ orderBy: NEWEST_FIRST, select: DETAILED });
  return messages.map((message) => ({ ...message, status: statusOf(message.status) }));
}

export function countUnreadContactMessages(): Promise<number> {
  return db.contactMessage.count({ where: { readAt: null } });
}
