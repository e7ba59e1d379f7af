import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stageFile } from "#web/test/api-fixtures";
import { stubApi } from "#web/test/api-stub";
import { renderWithProviders } from "#web/test/render";
import { DocumentRepository } from "./document-repository";

afterEach(() => vi.unstubAllGlobals());

/** The window is a phone's (cards) or wider (a table). */
function windowIs(phone: boolean) {
  vi.stubGlobal("matchMedia", () => ({ matches: phone, addEventListener() {}, removeEventListener() {} }));
}

describe("DocumentRepository", () => {
  it("with no file yet, says where files come from and leads to the projects", async () => {
    windowIs(false);
    stubApi({ "/files": { $get: { items: [], nextCursor: null } } });
    renderWithProviders(<DocumentRepository />);
    expect(await screen.findByText("No Files Found")).toBeVisible();
    expect(screen.getByText("No files are available in this category")).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to Projects" })).toHaveAttribute("href", "/platform/projects");
  });

  it.each([
    ["in the table", false, "row"],
    ["on a phone's cards", true, "listitem"],
  ] as const)(
    "links a file to its project and stage only where the viewer may open the project, %s",
    async (_, phone, role) => {
      windowIs(phone);
      const mine = stageFile({ file_name: "draft.pdf", file_type: "application/pdf", project_title: "Market Day" });
      const sharedOnly = stageFile({
        id: "1c7f4a52-1c5e-4c1b-9a0e-3f9d2c1b7a10",
        project_id: "2d0f8a52-1c5e-4c1b-9a0e-3f9d2c1b7a10",
        project_visible: false,
      });
      stubApi({ "/files": { $get: { items: [mine, sharedOnly], nextCursor: null } } });
      renderWithProviders(<DocumentRepository />);

      const [mineItem, sharedItem] = (await screen.findAllByRole(role)).filter((item) => item.closest("tbody, ul"));
      expect(within(mineItem).getByRole("link", { name: "Market Day" })).toHaveAttribute(
        "href",
        `/platform/projects/${mine.project_id}`,
      );
      expect(within(sharedItem).getByText("v1 · Kofi and the Kite · Illustration")).toBeInTheDocument();
      expect(within(sharedItem).queryByRole("link")).toBeNull();
    },
  );

  it("opens on the tab and search the address names, and asks the server for that list", async () => {
    windowIs(false);
    const fetchMock = stubApi({ "/files": { $get: { items: [stageFile()], nextCursor: null } } });
    renderWithProviders(<DocumentRepository />, { path: "/platform/files?category=illustrations&q=kite" });
    expect(await screen.findByRole("tab", { name: "Illustrations" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText("Search files")).toHaveValue("kite");
    await screen.findAllByRole("row");
    const asked = new URL(String(fetchMock.mock.calls[0][0]), "http://x.test");
    expect(asked.searchParams.get("category")).toBe("illustrations");
    expect(asked.searchParams.get("q")).toBe("kite");
  });
});
