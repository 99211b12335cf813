// A photo for an annual ticket's card (spec selling-core §5, §9; the issue "annual tickets",
// Deliver 2), handled as a venue must handle personal data:
// - an image by its content, never by its name or the type the browser claims: JPEG, PNG or
//   WebP, what phones and cameras give (an SVG can carry script, a GIF is no photo);
// - at most MAX_PHOTO_BYTES as uploaded, and at most MAX_INPUT_PIXELS once decoded, so a small
//   file cannot unpack into gigabytes of pixels;
// - re-encoded, so that nothing of the file survives but its pixels: no EXIF (camera, place,
//   time), no XMP, no ICC profile, no comment; turned upright first by its EXIF orientation,
//   which is dropped with the rest;
// - kept at most PHOTO_EDGE pixels on its longer side (a card's photo), with a square preview
//   of PREVIEW_EDGE pixels (the spec's 200×200).
// The library is sharp (libvips): decoding untrusted images is what it is built and fuzzed
// for; code of ours would not be.
import { PHOTO_UPLOAD } from "@shop/core/contract";
import sharp from "sharp";
import { fieldError } from "../../http/errors";

/** spec selling-core §9: a photo upload is at most 2 MB (the contract's PHOTO_UPLOAD). */
export const MAX_PHOTO_BYTES = PHOTO_UPLOAD.maxBytes;
// 40 megapixels: more than any phone camera, far less than an image bomb unpacks into.
export const MAX_INPUT_PIXELS = 40_000_000;
export const PHOTO_EDGE = 1200;
/** spec selling-core §5, §9: the preview is 200×200. */
export const PREVIEW_EDGE = PHOTO_UPLOAD.previewPx;

// The contract's image/jpeg, image/png and image/webp, as sharp names the formats it decodes.
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(
  PHOTO_UPLOAD.mimeTypes.map((type) => type.replace("image/", "")),
);

/** Why a photo was refused: too large, or not an image this shop takes. */
export type PhotoRefusal = "photo_too_large" | "photo_not_image";

export interface PreparedPhoto {
  /** The photo as stored: a JPEG without metadata. */
  jpeg: Buffer;
  /** Its square preview, PREVIEW_EDGE on each side. */
  preview: Buffer;
  width: number;
  height: number;
}

const decode = (bytes: Uint8Array) =>
  sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS });

/** Checks an uploaded photo by its content and re-encodes it without its metadata. */
export async function preparePhoto(
  bytes: Uint8Array,
): Promise<PreparedPhoto | { refused: PhotoRefusal }> {
  if (bytes.byteLength > MAX_PHOTO_BYTES) return { refused: "photo_too_large" };
  if (bytes.byteLength === 0) return { refused: "photo_not_image" };
  try {
    const { format } = await decode(bytes).metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) return { refused: "photo_not_image" };
    // Upright by its EXIF orientation (rotate() without an angle); sharp writes no metadata
    // unless asked to.
    const photo = await decode(bytes)
      .rotate()
      .resize({ width: PHOTO_EDGE, height: PHOTO_EDGE, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const preview = await decode(bytes)
      .rotate()
      .resize({ width: PREVIEW_EDGE, height: PREVIEW_EDGE, fit: "cover" })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    return { jpeg: photo.data, preview, width: photo.info.width, height: photo.info.height };
  } catch {
    // Broken, truncated or too many pixels: not an image this shop can take.
    return { refused: "photo_not_image" };
  }
}

/**
 * The photo prepared, or the house error an upload answers (on the field `photo`): 413 for one
 * over 2 MB, 422 for what is not a JPEG, PNG or WebP image.
 */
export async function acceptPhoto(bytes: Uint8Array): Promise<PreparedPhoto> {
  const photo = await preparePhoto(bytes);
  if (!("refused" in photo)) return photo;
  if (photo.refused === "photo_too_large") {
    throw fieldError("payload_too_large", "photo", "The photo is larger than 2 MB");
  }
  throw fieldError("validation", "photo", "Not a JPEG, PNG or WebP image");
}
