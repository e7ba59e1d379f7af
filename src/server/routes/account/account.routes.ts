import { createRoute, z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "#server/context";
import { notFound } from "#server/lib/errors";
import { createRouter, errorResponses, jsonBody, jsonContent } from "#server/lib/openapi";
import { requireViewer } from "#server/policy/index";
import { imageContentType } from "#server/storage/image-type";
import { storageFor } from "#server/storage/index";
import { MAX_AVATAR_BYTES } from "#shared/limits";
import { updateProfileSchema } from "#shared/schemas/account";
import { okSchema } from "#shared/schemas/common";
import { meSchema } from "#shared/schemas/team";
import {
  AVATAR_FILE_PATTERN,
  AVATAR_TOO_LARGE,
  avatarKeyInUse,
  avatarTooLarge,
  removeAvatar,
  replaceAvatar,
  UNSUPPORTED_AVATAR,
  updateFullName,
} from "./account.service";

const tags = ["Account"];
const { 400: badInput, 401: unauthorized, 404: notFound404 } = errorResponses;
const errorSchema = errorResponses[400].content["application/json"].schema;

/** Room for the multipart boundaries and headers around a file of the maximum size. */
const MULTIPART_OVERHEAD = 16 * 1024;

/** Signed in first, then an oversized body is refused before it is buffered. */
const guardUpload = [
  createMiddleware<AppEnv>(async (c, next) => {
    await requireViewer(c);
    await next();
  }),
  bodyLimit({
    maxSize: MAX_AVATAR_BYTES + MULTIPART_OVERHEAD,
    onError: () => {
      throw avatarTooLarge();
    },
  }),
];

const updateProfileRoute = createRoute({
  method: "patch",
  path: "/account",
  tags,
  summary: "Change your full name",
  request: { body: jsonBody(updateProfileSchema) },
  responses: { 200: jsonContent(meSchema, "You"), 400: badInput, 401: unauthorized },
});

const uploadAvatarRoute = createRoute({
  method: "post",
  path: "/account/avatar",
  tags,
  summary: "Set your picture (PNG or JPG, at most 2 MB)",
  middleware: guardUpload,
  request: {
    body: {
      content: {
        "multipart/form-data": {
          schema: z.object({
            file: z
              .instanceof(File, { error: "Choose a PNG or JPG image to upload" })
              .openapi({ type: "string", format: "binary", description: "PNG or JPG, at most 2 MB" }),
          }),
        },
      },
      required: true,
    },
  },
  responses: {
    200: jsonContent(z.object({ avatar_url: z.string() }), "The picture's URL"),
    400: badInput,
    401: unauthorized,
    413: jsonContent(errorSchema, AVATAR_TOO_LARGE),
    415: jsonContent(errorSchema, UNSUPPORTED_AVATAR),
  },
});

const removeAvatarRoute = createRoute({
  method: "delete",
  path: "/account/avatar",
  tags,
  summary: "Remove your picture",
  responses: { 200: jsonContent(okSchema, "Removed"), 401: unauthorized },
});

const getAvatarRoute = createRoute({
  method: "get",
  path: "/avatars/{file}",
  tags,
  summary: "A member's picture, to anyone signed in",
  request: { params: z.object({ file: z.string().max(60).regex(AVATAR_FILE_PATTERN, "Not a picture name") }) },
  responses: {
    200: {
      description: "The image",
      content: {
        "image/png": { schema: z.string().openapi({ format: "binary" }) },
        "image/jpeg": { schema: z.string().openapi({ format: "binary" }) },
      },
    },
    400: badInput,
    401: unauthorized,
    404: notFound404,
  },
});

export const accountRoutes = createRouter()
  .openapi(updateProfileRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { full_name } = c.req.valid("json");
    await updateFullName(c.var.deps.db, viewer, full_name);
    return c.json(
      { user: { id: viewer.id, email: viewer.email, full_name, avatar_url: viewer.image }, role: viewer.role },
      200,
    );
  })
  .openapi(uploadAvatarRoute, async (c) => {
    const viewer = await requireViewer(c);
    const deps = c.var.deps;
    const url = await replaceAvatar({ ...deps, storage: storageFor(deps) }, viewer, c.req.valid("form").file);
    return c.json({ avatar_url: url }, 200);
  })
  .openapi(removeAvatarRoute, async (c) => {
    const viewer = await requireViewer(c);
    const deps = c.var.deps;
    await removeAvatar({ ...deps, storage: storageFor(deps) }, viewer);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(getAvatarRoute, async (c) => {
    await requireViewer(c);
    const deps = c.var.deps;
    const { file } = c.req.valid("param");
    const key = await avatarKeyInUse(deps.db, file);
    const blob = key ? await storageFor(deps).get(key) : null;
    if (!key || !blob) throw notFound("No such picture");
    // The file name is random per upload: its content never changes.
    return c.body(blob.body, 200, {
      "content-type": imageContentType(key),
      "content-length": String(blob.size),
      "cache-control": "private, max-age=31536000, immutable",
    });
  });
