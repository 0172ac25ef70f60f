import { categoriesEndpoints, categoryEndpoints } from "@/lib/categories/api";
import { createApiClient, type ApiClient } from "@/lib/api/client";
import type { ApiContext } from "@/lib/api/endpoint";
import { pathParameterNames } from "@/lib/api/openapi/operation";
import type { RouteContext } from "@/lib/api/respond";
import { languageContentEndpoints } from "@/lib/content/api";
import { languageEndpoints, languagesEndpoints } from "@/lib/languages/api";
import { maintenanceEndpoints } from "@/lib/maintenance/api";
import { mediaEndpoints, mediaFileEndpoints, mediaItemEndpoints } from "@/lib/media/api";
import { redirectEndpoints, redirectsEndpoints } from "@/lib/redirects/api";
import { healthEndpoints } from "@/lib/site/api";
import { teamEndpoints, teamMemberEndpoints } from "@/lib/team-members/api";
import { topicEndpoints, topicsEndpoints } from "@/lib/topics/api";
import { translationsEndpoints } from "@/lib/translations/api";
import { API_ORIGIN } from "./api";

/**
 * The handlers of each documented path, built by the factories the route files use
 * (app/api/…/route.ts: `export const { GET, POST } = categoriesEndpoints(routeHandlerContext)`),
 * here with a test's context. The routes test checks each route file exports what its path lists.
 */
type Handler = (request: Request, context: RouteContext<Record<string, string>>) => Promise<Response>;
// Each factory's handlers take their own params; the router below hands each the params of its own path.
type Factory = (context: ApiContext) => object;

export const HANDLERS_BY_PATH: Record<string, Factory> = {
  "/api/health": healthEndpoints,
  "/api/languages": languagesEndpoints,
  "/api/languages/{id}": languageEndpoints,
  "/api/content/{lang}": languageContentEndpoints,
  "/api/content/{lang}/categories": categoriesEndpoints,
  "/api/content/{lang}/categories/{categoryId}": categoryEndpoints,
  "/api/content/{lang}/contents": topicsEndpoints,
  "/api/content/{lang}/contents/{contentId}": topicEndpoints,
  "/api/team/{lang}": teamEndpoints,
  "/api/team/{lang}/{id}": teamMemberEndpoints,
  "/api/translations/{lang}": translationsEndpoints,
  "/api/maintenance": maintenanceEndpoints,
  "/api/media": mediaEndpoints,
  "/api/media/{id}": mediaItemEndpoints,
  "/api/media/{id}/file": mediaFileEndpoints,
  "/api/redirects": redirectsEndpoints,
  "/api/redirects/{id}": redirectEndpoints,
};

/** A path template as a pattern capturing its params: "/api/team/{lang}/{id}" → ^/api/team/([^/]+)/([^/]+)$. */
const patternOf = (template: string) => new RegExp(`^${template.replace(/\{\w+\}/g, "([^/]+)")}$`);

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * A fetch that answers as the app would, without a server: the request's path is matched to a
 * documented path, and that path's handler for the method is called with its params (as Next passes
 * them: decoded strings, an undecodable one as it came). Anything else is 404 or 405, as Next answers.
 */
export function handlerFetch(context: ApiContext) {
  const routes = Object.entries(HANDLERS_BY_PATH).map(([template, factory]) => ({
    template,
    pattern: patternOf(template),
    handlers: factory(context) as Partial<Record<string, Handler>>,
  }));
  return async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    for (const route of routes) {
      const match = route.pattern.exec(path);
      if (!match) continue;
      const handler = route.handlers[request.method];
      if (!handler) return new Response(null, { status: 405 });
      const params = Object.fromEntries(
        pathParameterNames(route.template).map((name, index) => [name, decoded(match[index + 1]!)]),
      );
      return handler(request, { params: Promise.resolve(params) });
    }
    return new Response(null, { status: 404 });
  };
}

/** The typed client (lib/api/client.ts) talking to the handlers of a test's context. */
export function handlerClient(
  context: ApiContext,
  options: { token?: string; headers?: Record<string, string> } = {},
): ApiClient {
  return createApiClient({ baseUrl: API_ORIGIN, fetch: handlerFetch(context), ...options });
}
