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
