import { describe, expect, it } from "vitest";
import { describeUnreachable, parseDatabaseUrl } from "@/lib/database/connection";

describe("parseDatabaseUrl", () => {
  it("reads host, port and the default schema", () => {
    expect(parseDatabaseUrl("postgresql://postgres@db.example:6543/app")).toMatchObject({
      host: "db.example",
      port: 6543,
      schema: "public",
    });
    expect(parseDatabaseUrl("postgres://u:p@localhost/app")).toMatchObject({ host: "localhost", port: 5432 });
  });

  it("takes Prisma's schema parameter out of the connection string", () => {
    const target = parseDatabaseUrl("postgresql://postgres@localhost:5432/app?schema=test_1&sslmode=disable");
    expect(target.schema).toBe("test_1");
    expect(target.connectionString).not.toContain("schema=");
    expect(target.connectionString).toContain("sslmode=disable");
  });

  it("refuses other protocols, garbage and unsafe schema names", () => {
    expect(() => parseDatabaseUrl("mysql://localhost/app")).toThrow(/postgresql:\/\//);
    expect(() => parseDatabaseUrl("not a url")).toThrow(/not a valid URL/);
    expect(() => parseDatabaseUrl('postgresql://localhost/app?schema=a";drop')).toThrow(/invalid schema/);
  });
});

describe("describeUnreachable", () => {
  const target = { host: "127.0.0.1", port: 5999 };
  it("names host and port for a refused connection, also inside an AggregateError", () => {
    expect(describeUnreachable({ code: "ECONNREFUSED" }, target)).toBe(
      "Cannot reach PostgreSQL at 127.0.0.1:5999 (ECONNREFUSED). Is the server running, and is DATABASE_URL right?",
    );
    expect(describeUnreachable(new AggregateError([{ code: "ECONNREFUSED" }]), target)).toContain("127.0.0.1:5999");
  });
  it("leaves other errors alone", () => {
    expect(describeUnreachable(new Error("syntax error"), target)).toBeNull();
    expect(describeUnreachable({ code: "42P01" }, target)).toBeNull();
  });
});
