import type { StageFile } from "#shared/schemas/files";
import type { ProjectDetail } from "#shared/schemas/project";

/** A complete project as GET/POST /projects answer it; override what a test is about. */
export function projectDetail(overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    title: "Moon Book",
    summary: "A book about the moon and tides.",
    author: "Jo Moon",
    subject: "Science",
    level: "Grade 3",
    genre: "Non-fiction",
    deadline: null,
    current_stage: "Book Started",
    progress: 0,
    cover_url: null,
    created_by: "admin-1",
    created_at: "2024-01-01T00:00:00.000Z",
    updated_at: "2024-01-01T00:00:00.000Z",
    stage_assignee: null,
    objectives: [],
    creator: { id: "admin-1", full_name: "Ada Admin", email: "ada@x.test" },
    stages: [],
    assignments: [],
    abilities: {
      view: true,
      edit: true,
      delete: true,
      share: true,
      uploadFiles: true,
      postUpdates: true,
      comment: true,
    },
    ...overrides,
  };
}

/** A stored file as the file lists answer it; override what a test is about. */
export function stageFile(overrides: Partial<StageFile> = {}): StageFile {
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
