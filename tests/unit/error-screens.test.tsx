import { readFileSync } from "node:fs";
import path from "node:path";
import { Children, isValidElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { AbstractIntlMessages } from "next-intl";
import { ClientTexts, type ClientMessages } from "@/lib/i18n/client-texts";
import { afterEach, describe, expect, it, vi } from "vitest";
import ErrorScreen from "@/app/[locale]/error";
import GlobalError from "@/app/global-error";
import { InAppRouter } from "../helpers/app-router";

const messagesOf = (locale: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")) as AbstractIntlMessages;

/** Renders the error screen in a language (under Next's router), and keeps the element tree it returned (its handlers included). */
function renderErrorScreen(locale: string): { html: string; tree: ReactElement } {
  let tree: ReactElement | undefined;
  function Capture() {
    tree = (ErrorScreen as () => ReactElement)();
    return tree;
  }
  const html = renderToStaticMarkup(
    <InAppRouter>
      <ClientTexts locale={locale} messages={messagesOf(locale) as ClientMessages}>
        <Capture />
      </ClientTexts>
    </InAppRouter>,
  );
  return { html, tree: tree! };
}

/** Every element of a tree (not descending into components), depth first. */
function elements(node: ReactNode): ReactElement<Record<string, unknown>>[] {
  if (!isValidElement<Record<string, unknown>>(node)) return [];
  return [node, ...Children.toArray(node.props.children as ReactNode).flatMap(elements)];
}

/** Clicks a button's handler with a stand-in for window.location; says whether the page was reloaded. */
function clickReloads(button: ReactElement<Record<string, unknown>>): boolean {
  const reload = vi.fn();
  vi.stubGlobal("window", { location: { reload } });
  (button.props.onClick as () => void)();
  return reload.mock.calls.length === 1;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the public error screen (app/[locale]/error.tsx)", () => {
  it("shows the spec's Turkish title, message and two buttons, as an alert", () => {
    const { html } = renderErrorScreen("tr");
    expect(html).toMatch(/^<div class="[^"]*" role="alert">/);
    expect(html).toContain("<h1>Bir Hata Oluştu</h1>");
    expect(html).toContain(
      "<p>Üzgünüz, beklenmeyen bir hata oluştu. Lütfen sayfayı yenileyin veya daha sonra tekrar deneyin.</p>",
    );
    expect(html).toMatch(/<button type="button"[^>]*>Sayfayı Yenile<\/button>/);
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Ana Sayfaya Dön<\/a>/);
  });

  it("'Sayfayı Yenile' reloads the page", () => {
    const button = elements(renderErrorScreen("tr").tree).find((element) => element.type === "button")!;
    expect(clickReloads(button)).toBe(true);
  });

  it("'Ana Sayfaya Dön' goes to the home page of the page's language", () => {
    expect(renderErrorScreen("tr").html).toMatch(/<a [^>]*href="\/"[^>]*>Ana Sayfaya Dön<\/a>/);
    const english = messagesOf("en").Error as Record<"title" | "home", string>;
    const html = renderErrorScreen("en").html;
    expect(html).toContain(`<h1>${english.title}</h1>`);
    expect(html).toMatch(new RegExp(`<a [^>]*href="/en"[^>]*>${english.home}</a>`));
  });
});

describe("the last-resort error page (app/global-error.tsx)", () => {
  const tree = (GlobalError as () => ReactElement)();
  const html = renderToStaticMarkup(tree);

  // The router fallback's title; the error screen's message and buttons, in Turkish (it has no messages to read).
  it("is a whole document with the generic title, the spec's message and both buttons", () => {
    expect(html).toMatch(/^<html lang="tr">(<head><\/head>)?<body[^>]*><h1>/);
    expect(html).toContain("<h1>Unexpected Application Error!</h1>");
    expect(html).toContain(
      "<p>Üzgünüz, beklenmeyen bir hata oluştu. Lütfen sayfayı yenileyin veya daha sonra tekrar deneyin.</p>",
    );
    expect(html).toMatch(/<button type="button">Sayfayı Yenile<\/button>/);
    expect(html).toMatch(/<a href="\/">Ana Sayfaya Dön<\/a>/);
  });

  it("'Sayfayı Yenile' reloads the page", () => {
    const button = elements(tree).find((element) => element.type === "button")!;
    expect(clickReloads(button)).toBe(true);
  });
});
