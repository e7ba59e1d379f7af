import { createRoute } from "@hono/zod-openapi";
import { answerOnce, idempotencyHeaders } from "#server/idempotency/index";
import { createRouter, errorResponses, jsonBody, jsonContent } from "#server/lib/openapi";
import {
  authorizeProject,
  authorizeProjectCreation,
  authorizeProjectWith,
  projectListScope,
  requireViewer,
  visibleProjectsCondition,
} from "#server/policy/index";
import { deleteBlobsAfterCommit, storageFor } from "#server/storage/index";
import { okSchema } from "#shared/schemas/common";
import {
  createProjectSchema,
  projectDetailSchema,
  projectFacetsSchema,
  projectListQuerySchema,
  projectListResponseSchema,
  updateProjectSchema,
} from "#shared/schemas/project";
import { activityRoutes } from "./activity.routes";
import { assignmentRoutes } from "./assignments.routes";
import { commentRoutes } from "./comments.routes";
import { coverRoutes } from "./cover.routes";
import { getProjectDetail, type ProjectDetailView, readProjectDetail } from "./project-detail.service";
import { listProjects, projectFacets } from "./project-list.service";
import { projectParams } from "./project-route-schemas";
import { createProject, deleteProject, updateProject } from "./projects.service";
import { stageRoutes } from "./stages.routes";

const tags = ["Projects"];

const { 400: badInput, 401: unauthorized, 403: notAllowed, 404: notFound, 422: keyReused } = errorResponses;

const listRoute = createRoute({
  method: "get",
  path: "/projects",
  tags,
  summary: "Projects the viewer may see, newest change first, one keyset page at a time",
  description:
    "Admins may filter all / mine / others (Staff Projects); for anyone else the filter is ignored. " +
    "Pass nextCursor back as cursor for the next page.",
  request: { query: projectListQuerySchema },
  responses: { 200: jsonContent(projectListResponseSchema, "One page of projects"), 400: badInput, 401: unauthorized },
});

const facetsRoute = createRoute({
  method: "get",
  path: "/project-facets",
  tags,
  summary: "Subject and level options for the list filters, from the viewer's projects",
  responses: { 200: jsonContent(projectFacetsSchema, "Distinct subjects and levels"), 401: unauthorized },
});

const createProjectRoute = createRoute({
  method: "post",
  path: "/projects",
  tags,
  summary: "Register a project (team rows: Admin only). Starts at 'Book Started' with progress 0.",
  request: { headers: idempotencyHeaders, body: jsonBody(createProjectSchema) },
  responses: {
    201: jsonContent(projectDetailSchema, "The new project (sent again under its key: that project as it now is)"),
    400: badInput,
    401: unauthorized,
    403: notAllowed,
    422: keyReused,
  },
});

const getProjectRoute = createRoute({
  method: "get",
  path: "/projects/{id}",
  tags,
  summary: "One project with its stages, team and the viewer's abilities",
  request: { params: projectParams },
  responses: { 200: jsonContent(projectDetailSchema, "The project"), 401: unauthorized, 404: notFound },
});

const updateProjectRoute = createRoute({
  method: "put",
  path: "/projects/{id}",
  tags,
  summary: "Edit a project, upsert its stages and (Admin) replace its team in one transaction",
  description:
    "A stage whose id belongs to this project is updated; one without a saved id is added; an id of another project's stage refuses the whole change (400). " +
    "`assignments`, when present, becomes the whole team (Admin only, 403 otherwise); an unknown user refuses the whole change (400).",
  request: { params: projectParams, body: jsonBody(updateProjectSchema) },
  responses: {
    200: jsonContent(projectDetailSchema, "The updated project"),
    400: badInput,
    401: unauthorized,
    403: notAllowed,
    404: notFound,
  },
});

const deleteProjectRoute = createRoute({
  method: "delete",
  path: "/projects/{id}",
  tags,
  summary: "Delete a project and everything it owns (Admin or creator)",
  request: { params: projectParams },
  responses: { 200: jsonContent(okSchema, "Deleted"), 401: unauthorized, 403: notAllowed, 404: notFound },
});

export const projectRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const viewer = await requireViewer(c);
    const query = c.req.valid("query");
    const page = await listProjects(c.var.deps.db, projectListScope(viewer, query.filter), query, viewer.id);
    return c.json(page, 200);
  })
  .openapi(facetsRoute, async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await projectFacets(c.var.deps.db, visibleProjectsCondition(viewer)), 200);
  })
  .openapi(createProjectRoute, async (c) => {
    const input = c.req.valid("json");
    const { viewer, abilities } = await authorizeProjectCreation(c, input);
    const key = c.req.valid("header")["idempotency-key"];
    const request = ["project", input];
    const id = await answerOnce(c, { userId: viewer.id, key, request }, (tx) => createProject(tx, viewer, input));
    return c.json(await getProjectDetail(c.var.deps.db, id, abilities), 201);
  })
  .openapi(getProjectRoute, async (c) => {
    // The access check and the read share one statement: one round trip for the project page.
    const id = c.req.valid("param").id;
    const { row, abilities } = await authorizeProjectWith<{ detail: ProjectDetailView }>(c, id, "view", (relation) =>
      readProjectDetail(c.var.deps.db, id, relation),
    );
    return c.json({ ...row.detail, abilities }, 200);
  })
  .openapi(updateProjectRoute, async (c) => {
    const access = await authorizeProject(c, c.req.valid("param").id, "edit");
    const input = c.req.valid("json");
    if (input.assignments) await authorizeProject(c, access.projectId, "assignTeam");
    const { db } = c.var.deps;
    await updateProject(db, access.viewer, access.projectId, input);
    return c.json(await getProjectDetail(db, access.projectId, access.abilities), 200);
  })
  .openapi(deleteProjectRoute, async (c) => {
    const access = await authorizeProject(c, c.req.valid("param").id, "delete");
    const deps = c.var.deps;
    const keys = await deleteProject(deps.db, access.viewer, access.projectId);
    await deleteBlobsAfterCommit(storageFor(deps), keys, deps.logger);
    return c.json({ ok: true as const }, 200);
  })
  .route("/", stageRoutes)
  .route("/", assignmentRoutes)
  .route("/", commentRoutes)
  .route("/", activityRoutes)
  .route("/", coverRoutes);
