import type { ReactNode } from "react";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { vi } from "vitest";

/**
 * Renders a page's parts inside Next's app router, as every public page is: the site's links navigate
 * with it (lib/i18n/site-navigation.tsx), and Next's useRouter refuses to run outside one. This router
 * records what it is asked and goes nowhere.
 */
export function InAppRouter({ children, router = stillRouter() }: { children: ReactNode; router?: AppRouterInstance }) {
  return <AppRouterContext.Provider value={router}>{children}</AppRouterContext.Provider>;
}

export const stillRouter = (): AppRouterInstance => ({
  back: vi.fn(),
  forward: vi.fn(),
  refresh: vi.fn(),
  push: vi.fn(),
  replace: vi.fn(),
  prefetch: vi.fn(),
  bfcacheId: "0",
});
