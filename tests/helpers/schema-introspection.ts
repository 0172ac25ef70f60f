import type pg from "pg";

/** What the migrated database actually holds, in the terms the schema-match test compares. */
export interface DbColumn {
  table: string;
  column: string;
  type: string;
  nullable: boolean;
  default: string | null;
}

export async function readColumns(sql: pg.Client): Promise<DbColumn[]> {
  const { rows } = await sql.query<{
    table_name: string;
    column_name: string;
    data_type: string;
    udt_name: string;
    character_maximum_length: number | null;
    datetime_precision: number | null;
    is_nullable: string;
    column_default: string | null;
  }>(`SELECT table_name, column_name, data_type, udt_name, character_maximum_length, datetime_precision, is_nullable, column_default
      FROM information_schema.columns WHERE table_schema = current_schema() AND table_name <> '_prisma_migrations'`);
  return rows.map((row) => ({
    table: row.table_name,
    column: row.column_name,
    type: describeType(row),
    nullable: row.is_nullable === "YES",
    default: row.column_default,
  }));
}

function describeType(row: {
  data_type: string;
  udt_name: string;
  character_maximum_length: number | null;
  datetime_precision: number | null;
}): string {
  if (row.data_type === "ARRAY") return `${row.udt_name.replace(/^_/, "")}[]`;
  if (row.data_type === "character varying") return `varchar(${row.character_maximum_length})`;
  if (row.data_type === "timestamp with time zone") return `timestamptz(${row.datetime_precision})`;
  return row.data_type;
}

export interface DbIndex {
  table: string;
  columns: string[];
  unique: boolean;
  primary: boolean;
  partial: boolean;
}

export async function readIndexes(sql: pg.Client): Promise<DbIndex[]> {
  const { rows } = await sql.query<{
    table: string;
    columns: string[];
    unique: boolean;
    primary: boolean;
    partial: boolean;
  }>(
    `SELECT t.relname AS table,
            array(SELECT a.attname FROM unnest(i.indkey) WITH ORDINALITY k(attnum, n)
                  JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum ORDER BY k.n)::text[] AS columns,
            i.indisunique AS unique, i.indisprimary AS primary, i.indpred IS NOT NULL AS partial
       FROM pg_index i
       JOIN pg_class t ON t.oid = i.indrelid
       JOIN pg_namespace ns ON ns.oid = t.relnamespace
      WHERE ns.nspname = current_schema() AND t.relname <> '_prisma_migrations'`,
  );
  return rows;
}

export interface DbForeignKey {
  table: string;
  columns: string[];
  referencedTable: string;
  referencedColumns: string[];
  onDelete: string;
  onUpdate: string;
}

const ACTIONS: Record<string, string> = { a: "NoAction", r: "Restrict", c: "Cascade", n: "SetNull", d: "SetDefault" };

export async function readForeignKeys(sql: pg.Client): Promise<DbForeignKey[]> {
  const { rows } = await sql.query<{
    table: string;
    columns: string[];
    ref_table: string;
    ref_columns: string[];
    del: string;
    upd: string;
  }>(
    `SELECT t.relname AS table, rt.relname AS ref_table, c.confdeltype AS del, c.confupdtype AS upd,
            array(SELECT a.attname FROM unnest(c.conkey) WITH ORDINALITY k(attnum, n)
                  JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum ORDER BY k.n)::text[] AS columns,
            array(SELECT a.attname FROM unnest(c.confkey) WITH ORDINALITY k(attnum, n)
                  JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum ORDER BY k.n)::text[] AS ref_columns
       FROM pg_constraint c
       JOIN pg_class t ON t.oid = c.conrelid
       JOIN pg_class rt ON rt.oid = c.confrelid
       JOIN pg_namespace ns ON ns.oid = t.relnamespace
      WHERE c.contype = 'f' AND ns.nspname = current_schema()`,
  );
  return rows.map((row) => ({
    table: row.table,
    columns: row.columns,
    referencedTable: row.ref_table,
    referencedColumns: row.ref_columns,
    onDelete: ACTIONS[row.del] ?? row.del,
    onUpdate: ACTIONS[row.upd] ?? row.upd,
  }));
}
