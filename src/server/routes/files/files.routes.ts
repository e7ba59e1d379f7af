import { createRoute, z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "#server/context";
import { answerOnce, idempotencyHeaders } from "#server/idempotency/index";
import { ApiError, badRequest, notFound } from "#server/lib/errors";
import { readMultipartUpload, refuseDeclaredLength } from "#server/lib/multipart-upload";
import { createRouter, errorResponses, idParam, jsonBody, jsonContent, multipartFileBody } from "#server/lib/openapi";
import { FILE_NOT_FOUND } from "#server/policy/file";
import {
  authorizeFile,
  authorizeProject,
  downloadableFilesCondition,
  requireAction,
  requireViewer,
  visibleProjectsCondition,
} from "#server/policy/index";
import { projectParams, stageParams } from "#server/routes/projects/project-route-schemas";
import { storageFor } from "#server/storage/index";
import {
  FILE_TOO_LARGE,
  INVALID_STAGE_FOR_UPLOAD,
  MAX_FILE_BYTES,
  STAGE_NOT_SAVED,
  UNSUPPORTED_FILE,
} from "#shared/files";
import {
  fileCommentInputSchema,
  fileCommentListSchema,
  fileCommentSchemaOut,
  fileListSchema,
  filePageSchema,
  fileRepositoryQuerySchema,
  shareFileSchema,
  stageFileSchemaOut,
  uploadFieldsSchema,
} from "#shared/schemas/files";
import { isSavedStageId } from "#shared/stages";
import {
  addFileComment,
  fileForDownload,
  fileTooLarge,
  listFileComments,
  listProjectFiles,
  listRepositoryFiles,
  listSharedWithMe,
  shareStageFile,
  stageOfProject,
  storeStageFile,
} from "./files.service";

const tags = ["Files"];
const { 400: badInput, 401: unauthorized, 403: notAllowed, 404: notFound404, 422: keyReused } = errorResponses;
const errorSchema = errorResponses[400].content["application/json"].schema;

/** Room for the multipart boundaries, headers and the small text fields around a file of the maximum size. */
const MULTIPART_OVERHEAD = 64 * 1024;
const MAX_BODY_BYTES = MAX_FILE_BYTES + MULTIPART_OVERHEAD;

/**
 * Runs before the body is read: who may upload, whether the stage is a saved one
 * of this project, and a Content-Length over the limit are all settled first;
 * a body without a length is counted as it streams.
 */
const guardUpload = createMiddleware<AppEnv>(async (c, next) => {
  const projectId = c.req.param("id") ?? "";
  const stageId = c.req.param("stageId") ?? "";
  await authorizeProject(c, projectId, "edit");
  if (!isSavedStageId(stageId)) throw badRequest(INVALID_STAGE_FOR_UPLOAD);
  if (!(await stageOfProject(c.var.deps.db, projectId, stageId))) throw notFound(STAGE_NOT_SAVED);
  refuseDeclaredLength(c.req.raw, MAX_BODY_BYTES, fileTooLarge);
  await next();
});

const fileParams = z.object({
  fileId: idParam("fileId"),
});

const uploadRoute = createRoute({
  method: "post",
  path: "/projects/{id}/stages/{stageId}/files",
  tags,
  summary: "Upload a file to a saved stage (PDF, DOC, DOCX, JPG or PNG, at most 10 MB)",
  description:
    "The same file name in the same stage becomes its next version. The body is streamed to storage, never buffered whole; send the optional shared_with field before the file.",
  middleware: guardUpload,
  request: {
    params: stageParams,
    body: multipartFileBody("PDF, DOC, DOCX, JPG or PNG, at most 10 MB", {
      shared_with: "Share the new file with this user",
    }),
  },
  responses: {
    201: jsonContent(stageFileSchemaOut, "The stored file"),
    400: badInput,
    401: unauthorized,
    403: notAllowed,
    404: notFound404,
    413: jsonContent(errorSchema, FILE_TOO_LARGE),
    415: jsonContent(errorSchema, `${UNSUPPORTED_FILE} Also when the content is not the type the name says.`),
  },
});

const projectFilesRoute = createRoute({
  method: "get",
  path: "/projects/{id}/files",
  tags,
  summary: "Every version of every file of the project's stages",
  request: { params: projectParams },
  responses: { 200: jsonContent(fileListSchema, "Files"), 401: unauthorized, 404: notFound404 },
});

const repositoryRoute = createRoute({
  method: "get",
  path: "/files",
  tags,
  summary: "The document repository: every file the viewer may download, newest first (keyset pages)",
  request: { query: fileRepositoryQuerySchema },
  responses: { 200: jsonContent(filePageSchema, "A page of files"), 400: badInput, 401: unauthorized, 403: notAllowed },
});

const sharedWithMeRoute = createRoute({
  method: "get",
  path: "/shared-files",
  tags,
  summary: "Files shared with the viewer, newest share first",
  responses: { 200: jsonContent(fileListSchema, "Files"), 401: unauthorized },
});

const downloadRoute = createRoute({
  method: "get",
  path: "/files/{fileId}/download",
  tags,
  summary: "The file's bytes, as an attachment, to anyone who can see its project and to the user it is shared with",
  request: { params: fileParams },
  responses: {
    200: {
      description: "The file",
      content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } },
    },
    401: unauthorized,
    404: notFound404,
  },
});

const shareRoute = createRoute({
  method: "put",
  path: "/files/{fileId}/share",
  tags,
  summary: "Share the file with one user (replaces an earlier share of it)",
  request: { params: fileParams, body: jsonBody(shareFileSchema) },
  responses: {
    200: jsonContent(stageFileSchemaOut, "The shared file"),
    400: badInput,
    401: unauthorized,
    403: notAllowed,
    404: notFound404,
  },
});

const listCommentsRoute = createRoute({
  method: "get",
  path: "/files/{fileId}/comments",
  tags,
  summary: "Comments on the file, oldest first",
  request: { params: fileParams },
  responses: { 200: jsonContent(fileCommentListSchema, "Comments"), 401: unauthorized, 404: notFound404 },
});

const addCommentRoute = createRoute({
  method: "post",
  path: "/files/{fileId}/comments",
  tags,
  summary: "Comment on the file (anyone who may download it)",
  request: { params: fileParams, headers: idempotencyHeaders, body: jsonBody(fileCommentInputSchema) },
  responses: {
    201: jsonContent(fileCommentSchemaOut, "The comment"),
    400: badInput,
    401: unauthorized,
    404: notFound404,
    422: keyReused,
  },
});

/** RFC 6266 attachment with an ASCII fallback name and the exact name in RFC 5987 form. */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\;%]/g, "_") || "download";
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export const fileRoutes = createRouter()
  .openapi(uploadRoute, async (c) => {
    const { id, stageId } = c.req.valid("param");
    const access = await authorizeProject(c, id, "edit");
    const deps = c.var.deps;
    const storage = storageFor(deps);
    const { result } = await readMultipartUpload(c.req.raw, {
      field: "file",
      maxFileBytes: MAX_FILE_BYTES,
      maxBodyBytes: MAX_BODY_BYTES,
      tooLarge: fileTooLarge,
      missingFile: "Choose a file to upload",
      onFile: (file, fields) => {
        const parsed = uploadFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          file.stream.resume();
          return Promise.reject(badRequest("The user to share with is not valid.", { shared_with: ["Invalid user"] }));
        }
        return storeStageFile({ ...deps, storage }, access.viewer, {
          projectId: access.projectId,
          stageId,
          fileName: file.fileName,
          stream: file.stream,
          sharedWith: parsed.data.shared_with,
        });
      },
    });
    return c.json(result, 201);
  })
  .openapi(projectFilesRoute, async (c) => {
    const access = await authorizeProject(c, c.req.valid("param").id, "view");
    return c.json({ items: await listProjectFiles(c.var.deps.db, access.projectId) }, 200);
  })
  .openapi(repositoryRoute, async (c) => {
    const viewer = await requireAction(c, "viewFiles");
    return c.json(
      await listRepositoryFiles(
        c.var.deps.db,
        downloadableFilesCondition(viewer),
        visibleProjectsCondition(viewer),
        c.req.valid("query"),
      ),
      200,
    );
  })
  .openapi(sharedWithMeRoute, async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ items: await listSharedWithMe(c.var.deps.db, viewer, visibleProjectsCondition(viewer)) }, 200);
  })
  .openapi(downloadRoute, async (c) => {
    const access = await authorizeFile(c, c.req.valid("param").fileId, "download");
    const deps = c.var.deps;
    const file = await fileForDownload(deps.db, access.fileId);
    const blob = await storageFor(deps).get(file.file_path);
    if (!blob) throw new ApiError(404, "not_found", FILE_NOT_FOUND);
    return c.body(blob.body, 200, {
      "content-type": file.file_type,
      "content-length": String(blob.size),
      "content-disposition": attachmentDisposition(file.file_name),
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    });
  })
  .openapi(shareRoute, async (c) => {
    const access = await authorizeFile(c, c.req.valid("param").fileId, "share");
    const { user_id } = c.req.valid("json");
    return c.json(await shareStageFile(c.var.deps.db, access.viewer, access.fileId, user_id), 200);
  })
  .openapi(listCommentsRoute, async (c) => {
    const access = await authorizeFile(c, c.req.valid("param").fileId, "download");
    return c.json({ items: await listFileComments(c.var.deps.db, access.fileId) }, 200);
  })
  .openapi(addCommentRoute, async (c) => {
    const access = await authorizeFile(c, c.req.valid("param").fileId, "download");
    const { content } = c.req.valid("json");
    const key = c.req.valid("header")["idempotency-key"];
    const request = ["file comment", access.fileId, content];
    return c.json(
      await answerOnce(c, { userId: access.viewer.id, key, request }, (tx) =>
        addFileComment(tx, access.viewer, access.fileId, content),
      ),
      201,
    );
  });
