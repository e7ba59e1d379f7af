import { createRoute } from "@hono/zod-openapi";
import { createRouter, errorResponses, jsonBody, jsonContent } from "#server/lib/openapi";
import { authorizeProject } from "#server/policy/index";
import { deleteBlobsAfterCommit, storageFor } from "#server/storage/index";
import { okSchema } from "#shared/schemas/common";
import { stageInputSchema, stageSchemaOut } from "#shared/schemas/project";
import { projectParams, stageListSchema, stageParams } from "./project-route-schemas";
import { addStage, deleteStage, listStages, updateStage } from "./stages.service";

const tags = ["Stages"];
const { 400: badInput, 401: unauthorized, 403: notAllowed, 404: notFound } = errorResponses;
const writeErrors = { 400: badInput, 401: unauthorized, 403: notAllowed, 404: notFound };

const listStagesRoute = createRoute({
  method: "get",
  path: "/projects/{id}/stages",
  tags,
  summary: "The project's stages in the order they were added",
  request: { params: projectParams },
  responses: { 200: jsonContent(stageListSchema, "Stages"), 401: unauthorized, 404: notFound },
});

const addStageRoute = createRoute({
  method: "post",
  path: "/projects/{id}/stages",
  tags,
  summary: "Add a stage (any id in the body is ignored)",
  request: { params: projectParams, body: jsonBody(stageInputSchema) },
  responses: { 201: jsonContent(stageSchemaOut, "The new stage"), ...writeErrors },
});

const updateStageRoute = createRoute({
  method: "put",
  path: "/projects/{id}/stages/{stageId}",
  tags,
  summary: "Save one stage; fields left out keep their saved value",
  request: { params: stageParams, body: jsonBody(stageInputSchema) },
  responses: { 200: jsonContent(stageSchemaOut, "The saved stage"), ...writeErrors },
});

const deleteStageRoute = createRoute({
  method: "delete",
  path: "/projects/{id}/stages/{stageId}",
  tags,
  summary: "Delete a stage and all its files",
  request: { params: stageParams },
  responses: { 200: jsonContent(okSchema, "Deleted"), 401: unauthorized, 403: notAllowed, 404: notFound },
});

export const stageRoutes = createRouter()
  .openapi(listStagesRoute, async (c) => {
    const access = await authorizeProject(c, c.req.valid("param").id, "view");
    return c.json({ items: await listStages(c.var.deps.db, access.projectId) }, 200);
  })
  .openapi(addStageRoute, async (c) => {
    const access = await authorizeProject(c, c.req.valid("param").id, "edit");
    return c.json(await addStage(c.var.deps.db, access.viewer, access.projectId, c.req.valid("json")), 201);
  })
  .openapi(updateStageRoute, async (c) => {
    const { id, stageId } = c.req.valid("param");
    const access = await authorizeProject(c, id, "edit");
    return c.json(await updateStage(c.var.deps.db, access.viewer, access.projectId, stageId, c.req.valid("json")), 200);
  })
  .openapi(deleteStageRoute, async (c) => {
    const { id, stageId } = c.req.valid("param");
    const access = await authorizeProject(c, id, "edit");
    const deps = c.var.deps;
    const keys = await deleteStage(deps.db, access.viewer, access.projectId, stageId);
    await deleteBlobsAfterCommit(storageFor(deps), keys, deps.logger);
    return c.json({ ok: true as const }, 200);
  });
