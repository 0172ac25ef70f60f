import { db, type DbTransaction } from "@/lib/db";
import { afterLast } from "./order";

/*
 * The order a new row of each list takes: read by the create forms to pre-fill it and by
 * the create operations for a blank one. Apart from the entities' queries, which import Next's
 * cache, so scripts and tests outside Next can create rows through the write path.
 */

/** The order a new category takes: after the last of its language (the form shows it; a blank one gets it when saved). */
export async function nextCategoryOrder(
  languageCode: string,
  client: Pick<DbTransaction, "category"> = db,
): Promise<number> {
  const { _max } = await client.category.aggregate({ where: { languageCode }, _max: { order: true } });
  return afterLast(_max.order);
}

/** The order a new topic takes: after the last of its category (the form shows it; a blank one gets it when saved). */
export async function nextTopicOrder(categoryId: number, client: Pick<DbTransaction, "topic"> = db): Promise<number> {
  const { _max } = await client.topic.aggregate({ where: { categoryId }, _max: { order: true } });
  return afterLast(_max.order);
}

/** The order a new member takes: after the last member of that language (0 for the first). */
export async function nextTeamMemberOrder(
  languageCode: string,
  client: Pick<DbTransaction, "teamMember"> = db,
): Promise<number> {
  const { _max } = await client.teamMember.aggregate({ where: { languageCode }, _max: { order: true } });
  return afterLast(_max.order, 0);
}

/** The order a new language takes: after the last one (the form shows it; a blank one gets it when saved). */
export async function nextLanguageOrder(client: Pick<DbTransaction, "language"> = db): Promise<number> {
  const { _max } = await client.language.aggregate({ _max: { order: true } });
  return afterLast(_max.order);
}
