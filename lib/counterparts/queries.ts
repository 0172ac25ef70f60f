import { db } from "@/lib/db";
import type { CounterpartEntity } from "./mutations";

/** A row of another language as the counterparts panel lists it. */
export interface CounterpartOption {
  id: number;
  languageCode: string;
  /** The title, and for a topic its category's: "Patent › Başvuru". */
  label: string;
}

interface Row {
  id: number;
  languageCode: string;
  title: string;
  translationKey: string | null;
  category?: { title: string };
}

const toOption = (row: Row): CounterpartOption => ({
  id: row.id,
  languageCode: row.languageCode,
  label: row.category ? `${row.category.title} › ${row.title}` : row.title,
});

async function rowsOf(entity: CounterpartEntity, where: object): Promise<Row[]> {
  const select = { id: true, languageCode: true, title: true, translationKey: true } as const;
  const orderBy = [{ languageCode: "asc" as const }, { order: "asc" as const }, { id: "asc" as const }];
  if (entity === "teamMember") {
    // A member is named by their name (their title is the job's).
    const members = await db.teamMember.findMany({
      where,
      select: { id: true, languageCode: true, name: true, translationKey: true },
      orderBy,
    });
    return members.map(({ name, ...member }) => ({ ...member, title: name }));
  }
  return entity === "category"
    ? db.category.findMany({ where, select, orderBy })
    : db.topic.findMany({ where, select: { ...select, category: { select: { title: true } } }, orderBy });
}

/**
 * The counterparts panel of one row: its versions in other languages, and the rows of other
 * languages it could be linked to (those with no version in its language yet).
 */
export async function findCounterpartPanel(
  entity: CounterpartEntity,
  row: { id: number; languageCode: string; translationKey: string | null },
) {
  const counterparts = row.translationKey
    ? await rowsOf(entity, { translationKey: row.translationKey, id: { not: row.id } })
    : [];
  const taken = (await rowsOf(entity, { languageCode: row.languageCode, translationKey: { not: null } })).map(
    (own) => own.translationKey as string,
  );
  const candidates = await rowsOf(entity, {
    languageCode: { notIn: [row.languageCode, ...counterparts.map((counterpart) => counterpart.languageCode)] },
    OR: [{ translationKey: null }, { translationKey: { notIn: taken } }],
  });
  return { counterparts: counterparts.map(toOption), candidates: candidates.map(toOption) };
}
