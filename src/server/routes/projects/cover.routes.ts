import { createRoute, z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "#server/context";
import { notFound } from "#server/lib/errors";
import { readMultipartUpload, refuseDeclaredLength } from "#server/lib/multipart-upload";
import { createRouter, errorResponses, jsonContent, multipartFileBody } from "#server/lib/openapi";
import { authorizeProject } from "#server/policy/index";
import { storageFor } from "#server/storage/index";
import { okSchema } from "#shared/schemas/common";
import {
  COVER_TOO_LARGE,
  coverContentType,
  coverKey,
  coverTooLarge,
  MAX_COVER_BYTES,
  removeCover,
  replaceCover,
  UNSUPPORTED_COVER,
} from "./cover.service";
import { projectParams } from "./project-route-schemas";

const tags = ["Projects"];
const { 400: badInput, 401: unauthorized, 403: notAllowed, 404: notFound404 } = errorResponses;
const NO_COVER = "This project has no cover image";

/** Room for the multipart boundaries and headers around a file of the maximum size. */
const MULTIPART_OVERHEAD = 64 * 1024;
const MAX_BODY_BYTES = MAX_COVER_BYTES + MULTIPART_OVERHEAD;

/**
 * Runs before the body is read: who may upload is settled first, and an oversized
 * body is refused from its Content-Length, or while streaming when there is none,
 * before it is buffered.
 */
const guardUpload = createMiddleware<AppEnv>(async (c, next) => {
  await authorizeProject(c, c.req.param("id") ?? "", "edit");
  refuseDeclaredLength(c.req.raw, MAX_BODY_BYTES, coverTooLarge);
  await next();
});

const uploadCoverRoute = createRoute({
  method: "post",
  path: "/projects/{id}/cover",
  tags,
  summary: "Set the cover image (PNG or JPG, at most 10 MB)",
  middleware: guardUpload,
  request: {
    params: projectParams,
    body: multipartFileBody("PNG or JPG, at most 10 MB"),
  },
  responses: {
    200: jsonContent(z.object({ cover_url: z.string() }), "The cover URL"),
    400: badInput,
    401: unauthorized,
    403: notAllowed,
    404: notFound404,
    413: jsonContent(errorResponses[400].content["application/json"].schema, COVER_TOO_LARGE),
    415: jsonContent(errorResponses[400].content["application/json"].schema, UNSUPPORTED_COVER),
  },
});

const getCoverRoute = createRoute({
  method: "get",
  path: "/projects/{id}/cover",
  tags,
  summary: "The cover image, to anyone who can see the project",
  request: { params: projectParams },
  responses: {
    200: {
      description: "The image",
      content: {
        "image/png": { schema: z.string().openapi({ format: "binary" }) },
        "image/jpeg": { schema: z.string().openapi({ format: "binary" }) },
      },
    },
    304: { description: "Unchanged since the copy the client holds" },
    401: unauthorized,
    404: notFound404,
  },
});

const deleteCoverRoute = createRoute({
  method: "delete",
  path: "/projects/{id}/cover",
  tags,
  summary: "Remove the cover image",
  request: { params: projectParams },
  responses: { 200: jsonContent(okSchema, "Removed"), 401: unauthorized, 403: notAllowed, 404: notFound404 },
});

export const coverRoutes = createRouter()
  .openapi(uploadCoverRoute, async (c) => {
    const access = await authorizeProject(c, c.req.valid("param").id, "edit");
    const deps = c.var.deps;
    const storage = storageFor(deps);
    const { result: url } = await readMultipartUpload(c.req.raw, {
      field: "file",
      maxFileBytes: MAX_COVER_BYTES,
      maxBodyBytes: MAX_BODY_BYTES,
      tooLarge: coverTooLarge,
      missingFile: "Choose a PNG or JPG image to upload",
      onFile: (file) => replaceCover({ ...deps, storage }, access.viewer, access.projectId, file),
    });
    return c.json({ cover_url: url }, 200);
  })
  .openapi(getCoverRoute, async (c) => {
    const access = await authorizeProject(c, c.req.valid("param").id, "view");
    const deps = c.var.deps;
    const key = await coverKey(deps.db, access.projectId);
    if (!key) throw notFound(NO_COVER);
    // The key is random per upload, so it is a strong validator for this URL.
    const etag = `"${key.split("/").pop()}"`;
    const headers = { etag, "cache-control": "private, no-cache" };
    if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
    const blob = await storageFor(deps).get(key);
    if (!blob) throw notFound(NO_COVER);
    return c.body(blob.body, 200, {
      ...headers,
      "content-type": coverContentType(key),
      "content-length": String(blob.size),
    });
  })
  .openapi(deleteCoverRoute, async (c) => {
    const access = await authorizeProject(c, c.req.valid("param").id, "edit");
    const deps = c.var.deps;
    await removeCover({ ...deps, storage: storageFor(deps) }, access.viewer, access.projectId);
    return c.json({ ok: true as const }, 200);
  });
