import { readFileSync } from "node:fs";
import path from "node:path";
import internals from "@prisma/internals";
import type { DbColumn, DbForeignKey, DbIndex } from "./schema-introspection";

/** What prisma/schema.prisma says the database holds, read through Prisma's own parser (DMMF). */
type Dmmf = Awaited<ReturnType<typeof internals.getDMMF>>;
type Model = Dmmf["datamodel"]["models"][number];
type Field = Model["fields"][number];

export async function readSchemaDmmf(): Promise<Dmmf> {
  const datamodel = readFileSync(path.join(process.cwd(), "prisma", "schema.prisma"), "utf8");
  return internals.getDMMF({ datamodel });
}

const tableOf = (model: Model) => model.dbName ?? model.name;
const columnOf = (field: Field) => field.dbName ?? field.name;

const SCALAR_TYPES: Record<string, string> = {
  Int: "integer",
  String: "text",
  Boolean: "boolean",
  DateTime: "timestamp(3)",
  Float: "double precision",
  Json: "jsonb",
  Bytes: "bytea",
};

function expectedType(field: Field): string {
  const native = field.nativeType as [string, string[]] | null | undefined;
  const base = native
    ? native[0] === "VarChar"
      ? `varchar(${native[1][0]})`
      : native[0] === "Timestamptz"
        ? `timestamptz(${native[1][0] ?? 6})`
        : native[0].toLowerCase()
    : (SCALAR_TYPES[field.type] ?? field.type);
  return field.isList ? `${base === "text" ? "text" : base}[]` : base;
}

/** Postgres spells defaults its own way; this maps Prisma's to that spelling. */
function expectedDefault(model: Model, field: Field): string | null {
  const value = field.default as unknown;
  if (value === undefined) return null;
  if (typeof value === "object" && value !== null && "name" in value) {
    const name = (value as { name: string }).name;
    if (name === "autoincrement") return `nextval('"${tableOf(model)}_${columnOf(field)}_seq"'::regclass)`;
    if (name === "now") return "CURRENT_TIMESTAMP";
    if (name === "dbgenerated") return String((value as unknown as { args: unknown[] }).args[0]);
    throw new Error(`unmapped default function ${name}`);
  }
  if (Array.isArray(value)) return value.length === 0 ? "ARRAY[]::text[]" : `unmapped list default`;
  // A Json column's default is a JSON text, which Postgres casts to jsonb.
  const cast = field.type === "Json" ? "jsonb" : "text";
  if (typeof value === "string") return `'${value.replace(/'/g, "''")}'::${cast}`;
  return String(value);
}

export function expectedColumns(dmmf: Dmmf): DbColumn[] {
  return dmmf.datamodel.models.flatMap((model) =>
    model.fields
      .filter((field) => field.kind === "scalar" || field.kind === "enum")
      .map((field) => ({
        table: tableOf(model),
        column: columnOf(field),
        type: expectedType(field),
        nullable: !field.isRequired,
        default: expectedDefault(model, field),
      })),
  );
}

/** Indexes as "Table(col,col) unique|index|primary"; partial indexes are extra rules, not schema. */
export function expectedIndexes(dmmf: Dmmf): string[] {
  return dmmf.datamodel.indexes.map((index) => {
    const kind = index.type === "id" ? "primary" : index.type === "unique" ? "unique" : "index";
    const model = dmmf.datamodel.models.find((m) => m.name === index.model);
    if (!model) throw new Error(`unknown model ${index.model}`);
    const column = (name: string) => columnOf(model.fields.find((f) => f.name === name) ?? ({ name } as Field));
    return `${tableOf(model)}(${index.fields.map((f) => column(f.name)).join(",")}) ${kind}`;
  });
}

export function describeIndexes(indexes: DbIndex[]): string[] {
  return indexes
    .filter((index) => !index.partial)
    .map(
      (index) =>
        `${index.table}(${index.columns.join(",")}) ${index.primary ? "primary" : index.unique ? "unique" : "index"}`,
    );
}

export function expectedForeignKeys(dmmf: Dmmf): DbForeignKey[] {
  return dmmf.datamodel.models.flatMap((model) =>
    model.fields
      .filter((field) => field.kind === "object" && (field.relationFromFields?.length ?? 0) > 0)
      .map((field) => {
        const target = dmmf.datamodel.models.find((m) => m.name === field.type);
        if (!target) throw new Error(`unknown relation target ${field.type}`);
        return {
          table: tableOf(model),
          columns: [...(field.relationFromFields ?? [])],
          referencedTable: tableOf(target),
          referencedColumns: [...(field.relationToFields ?? [])],
          onDelete: field.relationOnDelete ?? "Restrict",
          onUpdate: (field as { relationOnUpdate?: string }).relationOnUpdate ?? "Cascade",
        };
      }),
  );
}
