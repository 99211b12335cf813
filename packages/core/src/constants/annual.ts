// spec selling-core §5, §9: the annual ticket's dispatch and its holder's photo.

/** How an annual ticket reaches its holder (spec selling-core §9: 3 post, 4 pickup). */
export const DISPATCH_MODES = { post: 3, pickup: 4 } as const;

// spec selling-core §5: image only, at most 2 MB, preview 200x200.
/** Limits of the personalization photo upload. */
export const PHOTO_UPLOAD = {
  maxBytes: 2 * 1024 * 1024,
  previewPx: 200,
  mimeTypes: ["image/jpeg", "image/png", "image/webp"],
} as const;
