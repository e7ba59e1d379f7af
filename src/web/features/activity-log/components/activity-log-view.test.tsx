import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ActivityLogEntry } from "#shared/schemas/activity-log";
import { stubApi } from "#web/test/api-stub";
import { renderWithProviders } from "#web/test/render";
import { ActivityLogView } from "./activity-log-view";

afterEach(() => vi.unstubAllGlobals());

const PROJECT_ID = "884d1536-33d6-483b-8f81-70201ff9e5e2";

const entry: ActivityLogEntry = {
  id: "1",
  action: "comment_added",
  details: {},
  created_at: "2026-11-26T09:00:00.000Z",
  actor_id: "u-1",
  actor_name: "Lerato Dube",
  project_id: PROJECT_ID,
  project_title: "Kofi and the Kite",
};

describe("ActivityLogView", () => {
  it("on an install with no activity yet, says what will be listed", async () => {
    vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    stubApi({
      "/activity": { $get: { items: [], nextCursor: null } },
      "/team": { $get: { users: [] } },
      "/projects": { $get: { items: [], nextCursor: null } },
    });
    renderWithProviders(<ActivityLogView />, { path: "/platform/activity" });
    expect(await screen.findByText(/is listed here as it happens/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Clear filters/ })).not.toBeInTheDocument();
  });

  it("says so when the range's To is before its From, asks the server for nothing and offers no export", async () => {
    vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    const fetchMock = stubApi({
      "/activity": { $get: { items: [], nextCursor: null } },
      "/team": { $get: { users: [] } },
      "/projects": { $get: { items: [], nextCursor: null } },
    });
    renderWithProviders(<ActivityLogView />, { path: "/platform/activity?from=2026-11-20&to=2026-11-10" });
    expect(await screen.findByText("To must be on or after From")).toBeInTheDocument();
    expect(screen.getByLabelText("To")).toHaveAccessibleDescription("To must be on or after From");
    expect(screen.getByText(/The range ends before it starts/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeDisabled();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes("/api/activity"))).toEqual([]);
  });

  it("shows the title of the project a link filters by, once its entries have loaded", async () => {
    vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    stubApi({
      "/activity": { $get: { items: [entry], nextCursor: null } },
      "/team": { $get: { users: [] } },
      "/projects": { $get: { items: [], nextCursor: null } },
    });
    renderWithProviders(<ActivityLogView />, { path: `/platform/activity?project=${PROJECT_ID}` });
    expect(await screen.findByDisplayValue("Kofi and the Kite")).toBe(
      screen.getByRole("combobox", { name: /Project/ }),
    );
  });
});
