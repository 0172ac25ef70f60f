import { readListPage, searchWhere, type ListQuery, type ListStatus } from "@/lib/admin/list-query";
import { db } from "@/lib/db";

const LISTED = {
  id: true,
  name: true,
  email: true,
  subject: true,
  languageCode: true,
  fromPath: true,
  createdAt: true,
  readAt: true,
} as const;

const SEARCHED = ["name", "email", "subject", "message"] as const;

const READING = { all: {}, unread: { readAt: null }, read: { readAt: { not: null } } } as const;

/** The firm's inbox (spec: the contact form's messages), newest first, a page at a time, searched (sender, subject, text) and filtered by read or not. */
export async function findInboxPage(query: ListQuery<ListStatus<"reading">>) {
  const where = { ...READING[query.status], ...searchWhere(query.q, SEARCHED) };
  return readListPage(query, {
    count: (filtered) => db.contactMessage.count({ where: filtered ? where : {} }),
    rows: ({ skip, take }) =>
      db.contactMessage.findMany({
        where,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        skip,
        take,
        select: LISTED,
      }),
  });
}
export type InboxRow = Awaited<ReturnType<typeof findInboxPage>>["rows"][number];

export function findContactMessage(id: number) {
  return db.contactMessage.findUnique({ where: { id }, select: { ...LISTED, phone: true, message: true } });
}

/** Every message, newest first, for the CSV export. */
export function findAllContactMessages() {
  return db.contactMessage.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { ...LISTED, phone: true, message: true },
  });
}

export function countUnreadContactMessages(): Promise<number> {
  return db.contactMessage.count({ where: { readAt: null } });
}
