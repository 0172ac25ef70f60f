import { describe, expect, it } from "vitest";
import { inboxHref, inboxQueryOfText, inboxStateText, parseInboxQuery } from "@/lib/contact-messages/inbox-query";

describe("the inbox's list state", () => {
  it("opens on new and answered messages, anything unknown being the default", () => {
    expect(parseInboxQuery({})).toEqual({
      q: "",
      status: "open",
      page: 1,
      size: 50,
      language: "",
      assignee: undefined,
      reading: "all",
    });
    expect(parseInboxQuery({ status: "deleted", language: "EN'", assignee: "x", read: "maybe" })).toMatchObject({
      status: "open",
      language: "",
      assignee: undefined,
      reading: "all",
    });
  });

  it("reads and writes every filter, so the address is the state", () => {
    const query = parseInboxQuery({
      q: "marka",
      status: "all",
      language: "en",
      assignee: "7",
      read: "unread",
      page: "2",
    });
    expect(query).toMatchObject({ q: "marka", status: "all", language: "en", assignee: 7, reading: "unread", page: 2 });
    const href = inboxHref("/admin/messages", query);
    expect(href).toBe("/admin/messages?status=all&language=en&assignee=7&read=unread&q=marka&page=2");
    expect(parseInboxQuery(Object.fromEntries(new URL(href, "http://x").searchParams))).toEqual(query);
    expect(inboxQueryOfText(inboxStateText(query))).toEqual(query);
    expect(inboxHref("/admin/messages", parseInboxQuery({ assignee: "none" }))).toBe("/admin/messages?assignee=none");
    expect(inboxHref("/admin/messages", parseInboxQuery({}))).toBe("/admin/messages");
  });
});
