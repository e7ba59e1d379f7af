/** The two image formats we accept for pictures (covers, avatars), known by extension and first bytes. */
const IMAGE_TYPES = {
  png: { contentType: "image/png", extensions: ["png"], magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  jpg: { contentType: "image/jpeg", extensions: ["jpg", "jpeg"], magic: [0xff, 0xd8, 0xff] },
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;

/**
 * PNG or JPG when the file name and the first bytes agree; null otherwise, so a
 * renamed file or a lying name is refused.
 */
export function detectImageType(fileName: string, head: Uint8Array): ImageType | null {
  const extension = fileName.toLowerCase().split(".").pop() ?? "";
  for (const [type, spec] of Object.entries(IMAGE_TYPES) as Array<[ImageType, (typeof IMAGE_TYPES)[ImageType]]>) {
    const byName = (spec.extensions as readonly string[]).includes(extension);
    const byBytes = spec.magic.every((byte, i) => head[i] === byte);
    if (byName && byBytes) return type;
  }
  return null;
}

/** The image type a file name claims, before its bytes are seen; null for any other extension. */
export function imageTypeByName(fileName: string): ImageType | null {
  const extension = fileName.toLowerCase().split(".").pop() ?? "";
  const match = (Object.keys(IMAGE_TYPES) as ImageType[]).find((type) =>
    (IMAGE_TYPES[type].extensions as readonly string[]).includes(extension),
  );
  return match ?? null;
}

export function imageContentType(key: string): string {
  return key.endsWith(".png") ? IMAGE_TYPES.png.contentType : IMAGE_TYPES.jpg.contentType;
}
