import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StageFile } from "#shared/schemas/files";
import { stubApi } from "#web/test/api-stub";
import { renderWithProviders } from "#web/test/render";
import { DocumentRepository } from "./document-repository";

afterEach(() => vi.unstubAllGlobals());

function stageFile(overrides: Partial<StageFile>): StageFile {
  return {
    id: "0b7f4a52-1c5e-4c1b-9a0e-3f9d2c1b7a10",
    project_id: "6d0f8a52-1c5e-4c1b-9a0e-3f9d2c1b7a10",
    project_title: "Kofi and the Kite",
    project_visible: true,
    stage_id: "7e0f8a52-1c5e-4c1b-9a0e-3f9d2c1b7a10",
    stage_name: "Illustration",
    file_name: "spread-01.png",
    file_type: "image/png",
    size_bytes: 2048,
    version: 1,
    comment: null,
    shared_with: null,
    shared_with_name: null,
    shared_at: null,
    uploaded_by: null,
    uploaded_by_name: "Lerato Dube",
    uploaded_by_role: "Illustrator",
    uploaded_at: "2026-11-20T09:00:00.000Z",
    is_latest: true,
    comment_count: 0,
    download_url: "/api/files/0b7f4a52-1c5e-4c1b-9a0e-3f9d2c1b7a10/download",
    ...overrides,
  };
}

/** The window is a phone's (cards) or wider (a table). */
function windowIs(phone: boolean) {
  vi.stubGlobal("matchMedia", () => ({ matches: phone, addEventListener() {}, removeEventListener() {} }));
}

describe("DocumentRepository", () => {
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
});
