import type { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import type { rowIdSchema, WriteOperation } from "@/lib/database/write";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { splitBody } from "./body";
import { readEndpoint, writeEndpoint, type ApiContext } from "./endpoint";
import { requestErrors } from "./errors";
import { echoedIdField, echoedLinkField, versionField } from "./fields";
import { ANY_LANGUAGE, inPathLanguage, pathLanguage } from "./path-language";
import { pathId } from "./request";
import { json } from "./respond";
import type { PublishedEntity } from "@/lib/publishing/intent";
import type { PublishingChoice } from "@/lib/publishing/publishable";
import { postedIntent, readsWorkingCopies, withWorkingCopies } from "./working-copies";

/** A row as the API answers it: the fields the factory reads back when a PUT echoes them. */
interface ItemAnswer {
  id: number;
  languageCode: string;
  translationKey?: string | null;
}

/**
 * One kind of row written in a language (categories, topics, team members): what the factory needs
 * to serve its collection (GET, POST /…/{lang}/…) and its items (PUT, DELETE /…/{lang}/…/{id}).
 */
export interface LanguageItemKind<Answer extends ItemAnswer> {
  /** The row's name in a 404 ("No such category."). */
  what: string;
  /** Its entity, whose published rows may have a working copy (lib/publishing). */
  entity: PublishedEntity;
  /** The path's parameter naming the row. */
  idParam: string;
  /** Whether its rows are linked to their versions in other languages (answers carry translationKey). */
  linked: boolean;
  /** A language's rows, as an anonymous caller (active only) or a credentialed one (all) may see them. */
  list(
    db: PrismaClient,
    languageCode: string,
    input: { includeInactive: boolean; request: Request },
  ): Promise<Answer[]>;
  find(db: PrismaClient, id: number): Promise<Answer | null>;
  create(input: unknown, choice: PublishingChoice): WriteOperation<z.ZodType, { id: number }>;
  update(
    version: { id: number; updatedAt: Date },
    input: unknown,
    choice: PublishingChoice,
  ): WriteOperation<z.ZodType, { id: number }>;
  remove(id: number): WriteOperation<typeof rowIdSchema, { languageCode: string }>;
}

type LanguageParams = { lang: string };
type ItemParams = LanguageParams & Record<string, string>;

/**
 * What an answer adds to the domain's shape may come back in a PUT, so a client can send what it
 * read: the id must be the path's and the translationKey the row's (counterparts are linked in the
 * admin), else 400; the version (updatedAt) is the lost-update check.
 */
const ENVELOPE = { updatedAt: versionField, ...echoedIdField };
const LINKED_ENVELOPE = { ...ENVELOPE, ...echoedLinkField };

function refuseChangedEcho(envelope: { id?: number; translationKey?: string | null }, row: ItemAnswer) {
  if (envelope.id !== undefined && envelope.id !== row.id) throw requestErrors.invalid({ id: "idMismatch" });
  if (envelope.translationKey !== undefined && envelope.translationKey !== (row.translationKey ?? null))
    throw requestErrors.invalid({ translationKey: "readOnly" });
}

/**
 * The REST endpoints of one kind of language row: bodies are its domain schema's JSON in
 * the path's language; a PUT adds the updatedAt it read; answers add id, version and (for linked
 * rows) translationKey. An id of another language's row is 404, as an unknown one.
 */
export function languageItemEndpoints<Answer extends ItemAnswer>(kind: LanguageItemKind<Answer>) {
  /** The row a committed write just named (a concurrent delete between the two is a fault, answered 500). */
  async function found(db: PrismaClient, id: number): Promise<Answer> {
    const row = await kind.find(db, id);
    if (!row) throw new Error(`${kind.what} ${id} vanished after its write`);
    return row;
  }

  async function pathItem(context: ApiContext, params: ItemParams): Promise<Answer> {
    const languageCode = await pathLanguage(context.db, params.lang, ANY_LANGUAGE);
    const row = await kind.find(context.db, pathId(params[kind.idParam], kind.what));
    if (!row || row.languageCode !== languageCode) throw requestErrors.notFound(kind.what);
    return row;
  }

  const collection = (context: ApiContext) => ({
    GET: readEndpoint<LanguageParams>(
      context,
      async ({ request, params, actor }: { request: Request; params: LanguageParams; actor: Actor | null }) => {
        const includeInactive = actor !== null;
        const drafts = readsWorkingCopies(request, actor);
        const languageCode = await pathLanguage(context.db, params.lang, { includeInactive });
        const rows = await kind.list(context.db, languageCode, { includeInactive, request });
        return json(drafts ? await withWorkingCopies(context.db, kind.entity, rows) : rows);
      },
    ),

    POST: writeEndpoint(context, {
      body: true,
      operation: async ({ body, params, request }: { body: unknown; params: LanguageParams; request: Request }) => {
        const intent = postedIntent(request);
        const languageCode = await pathLanguage(context.db, params.lang, ANY_LANGUAGE);
        return kind.create(inPathLanguage(body, languageCode, true), { intent });
      },
      respond: async ({ value }) => json(await found(context.db, value.id), 201),
    }),
  });

  const item = (context: ApiContext) => ({
    PUT: writeEndpoint(context, {
      body: true,
      operation: async ({ body, params, request }: { body: unknown; params: ItemParams; request: Request }) => {
        const intent = postedIntent(request);
        const row = await pathItem(context, params);
        const sent = inPathLanguage(body, row.languageCode, false);
        const { envelope, rest } = kind.linked ? splitBody(sent, LINKED_ENVELOPE) : splitBody(sent, ENVELOPE);
        refuseChangedEcho(envelope, row);
        return kind.update({ id: row.id, updatedAt: envelope.updatedAt }, rest, { intent });
      },
      respond: async ({ value }) => json(await found(context.db, value.id)),
    }),

    DELETE: writeEndpoint<ItemParams, typeof rowIdSchema, { languageCode: string }>(context, {
      body: false,
      operation: async ({ params }) => kind.remove((await pathItem(context, params)).id),
      respond: ({ id, value }) => json({ id, languageCode: value.languageCode }),
    }),
  });

  return { collection, item };
}
