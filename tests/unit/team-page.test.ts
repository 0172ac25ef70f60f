import { createElement, type FunctionComponent } from "react";
import { prerender } from "react-dom/static";
import { describe, expect, it, vi } from "vitest";
import { JsonLd } from "@/components/site/JsonLd";
import { TeamGrid } from "@/components/site/TeamGrid";
import { teamPersonsSchema } from "@/lib/site/structured-data";
import type { TeamRead } from "@/lib/team-members/queries";
import type { TeamMember } from "@/lib/team-members/schema";

// Messages are keyed by name here, so the assertions do not depend on the wording.
vi.mock("next-intl/server", () => ({ getTranslations: async () => (key: string) => `Team.${key}` }));

/** Server HTML of a (possibly async) server component tree. */
async function render<P extends object>(
  component: FunctionComponent<P> | ((props: P) => Promise<unknown>),
  props: P,
): Promise<string> {
  const { prelude } = await prerender(createElement(component as FunctionComponent<P>, props));
  return new Response(prelude).text();
}

function member(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: 7,
    name: "Ayşe Demir",
    title: "Marka Vekili",
    shortDescription: "Marka tescili ve itiraz süreçleri",
    image: null,
    biography: "Bursa'da doğdu.\nHukuk okudu.",
    education: ["Ankara Üniversitesi Hukuk Fakültesi"],
    expertise: [],
    courses: [],
    languages: ["Türkçe", "İngilizce"],
    memberships: [],
    publications: ["Marka hukuku notları"],
    social: { linkedin: "https://www.linkedin.com/in/ayse-demir" },
    ...overrides,
  };
}

const teamOf = (...members: TeamMember[]): TeamRead => ({ ok: true, members });

describe("TeamGrid", () => {
  it("makes each card's name a button for a closed modal dialog labelled by the member's name", async () => {
    const html = await render(TeamGrid, { team: teamOf(member()), locale: "tr" });
    expect(html).toMatch(/<button type="button" class="[^"]*" aria-haspopup="dialog">Ayşe Demir<\/button>/);
    expect(html).toMatch(/<dialog class="[^"]*" aria-labelledby="team-member-7-name">/);
    expect(html).toMatch(/<h2 id="team-member-7-name"[^>]*>Ayşe Demir<\/h2>/);
    expect(html).not.toMatch(/<dialog[^>]* open/);
    expect(html).toContain("Team.close");
  });

  it("shows the initials without a photo, and the photo without alt text when there is one", async () => {
    const initials = await render(TeamGrid, { team: teamOf(member()), locale: "tr" });
    expect(initials).toMatch(/aria-hidden="true">AD<\/span>/);
    const photo = await render(TeamGrid, { team: teamOf(member({ image: "/team/ayse.jpg" })), locale: "tr" });
    expect(photo).toMatch(/<img [^>]*src="\/team\/ayse.jpg" alt=""/);
    expect(photo).not.toContain(">AD<");
  });

  it("shows filled fields in the dialog and leaves empty ones out", async () => {
    const html = await render(TeamGrid, { team: teamOf(member()), locale: "tr" });
    for (const section of ["languages", "education", "biography", "publications"])
      expect(html).toContain(`<h3>Team.sections.${section}</h3>`);
    for (const section of ["expertise", "courses", "memberships"])
      expect(html).not.toContain(`Team.sections.${section}`);
    expect(html).toContain("<li>Ankara Üniversitesi Hukuk Fakültesi</li>");
    expect(html).toContain("<p>Bursa&#x27;da doğdu.</p><p>Hukuk okudu.</p>");
    expect(html).toContain('href="https://www.linkedin.com/in/ayse-demir" target="_blank" rel="noopener noreferrer"');
  });

  it("lists the members in the order given", async () => {
    const html = await render(TeamGrid, {
      team: teamOf(member({ id: 2, name: "Zeynep" }), member({ id: 1, name: "Ahmet" })),
      locale: "tr",
    });
    expect(html.indexOf(">Zeynep</button>")).toBeLessThan(html.indexOf(">Ahmet</button>"));
  });

  it("has an empty state and an error state", async () => {
    const empty = await render(TeamGrid, { team: teamOf(), locale: "tr" });
    expect(empty).toContain("Team.empty");
    expect(empty).not.toContain("<ul");
    const failed = await render(TeamGrid, { team: { ok: false }, locale: "tr" });
    expect(failed).toMatch(/role="alert"><h2>Team.errorTitle<\/h2><p>Team.errorMessage<\/p>/);
  });
});

it("the Person JSON-LD cannot close its script element", async () => {
  const html = await render(JsonLd, {
    data: teamPersonsSchema([member({ name: "</script><script>alert(1)</script>" })], "Bursa Patent"),
  });
  expect(html.match(/<\/script>/g)).toHaveLength(1);
  expect(html).toContain("\\u003c/script>");
});
