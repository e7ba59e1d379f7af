import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { TooltipProvider } from "#web/components/ui/tooltip";
import { ADMIN_ME } from "#web/test/render";
import { SidebarContent } from "./sidebar";

const LINKS = ["Dashboard", "Projects", "Board", "Settings"];

/** Each named link's classes, in the sidebar open or collapsed to icons, on the dashboard. */
function linkClasses(expanded: boolean): Map<string, Set<string>> {
  render(
    <MemoryRouter initialEntries={["/platform/dashboard"]}>
      <TooltipProvider>
        <SidebarContent me={ADMIN_ME} expanded={expanded} onSignOut={() => {}} />
      </TooltipProvider>
    </MemoryRouter>,
  );
  const nav = within(screen.getByRole("navigation", { name: "Platform" }));
  expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  const classes = new Map(LINKS.map((name) => [name, new Set(nav.getByRole("link", { name }).classList)]));
  cleanup();
  return classes;
}

describe("SidebarContent", () => {
  it("collapsed to icons, keeps each link named and laid out as the open sidebar's row, only centred", () => {
    const open = linkClasses(true);
    const collapsed = linkClasses(false);
    // The collapsed links sit in tooltip triggers, which merge their own classes into the link's.
    for (const name of LINKS) {
      expect(collapsed.get(name), name).toEqual(new Set([...(open.get(name) ?? []), "justify-center"]));
      expect(collapsed.get(name), name).toContain("flex");
    }
  });
});
