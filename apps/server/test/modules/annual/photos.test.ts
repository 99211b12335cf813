// src/modules/annual/photos.ts: a photo for an annual ticket (spec selling-core §5, §9) is an
// image by its content, at most 2 MB, and leaves with nothing of its file but its pixels.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  MAX_PHOTO_BYTES,
  PHOTO_EDGE,
  PREVIEW_EDGE,
  type PreparedPhoto,
  preparePhoto,
} from "../../../src/modules/annual/photos";

const pixels = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

/** A camera's JPEG: EXIF with the camera, a place and a description, turned by orientation 6. */
async function cameraJpeg(width = 400, height = 300): Promise<Buffer> {
  return pixels(width, height)
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12", ImageDescription: "Ada at home" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 31/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function prepared(result: Awaited<ReturnType<typeof preparePhoto>>): PreparedPhoto {
  if ("refused" in result) throw new Error(`refused: ${result.refused}`);
  return result;
}

describe("a photo for an annual ticket", () => {
  it("keeps nothing of a camera's file but its pixels, turned upright", async () => {
    const input = await cameraJpeg();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const photo = prepared(await preparePhoto(input));
    const after = await sharp(photo.jpeg).metadata();

    expect(after.format).toBe("jpeg");
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(photo.jpeg.includes("PhoneMaker")).toBe(false);
    expect(photo.jpeg.includes("Ada at home")).toBe(false);
    // 400×300 turned by orientation 6 stands 300×400.
    expect([after.width, after.height]).toEqual([300, 400]);
    expect([photo.width, photo.height]).toEqual([300, 400]);
  });

  it("takes PNG and WebP as well, and answers a square preview of 200×200", async () => {
    for (const input of [
      await pixels(640, 480).png().toBuffer(),
      await pixels(480, 640).webp().toBuffer(),
    ]) {
      const photo = prepared(await preparePhoto(input));
      const preview = await sharp(photo.preview).metadata();
      expect(preview.format).toBe("jpeg");
      expect([preview.width, preview.height]).toEqual([PREVIEW_EDGE, PREVIEW_EDGE]);
      expect((await sharp(photo.jpeg).metadata()).format).toBe("jpeg");
    }
  });

  it("keeps a large photo at most 1200 pixels on its longer side", async () => {
    const photo = prepared(await preparePhoto(await pixels(3000, 2000).jpeg().toBuffer()));
    expect([photo.width, photo.height]).toEqual([PHOTO_EDGE, 800]);
  });

  it("refuses what is not an image by its content, whatever it is called", async () => {
    const text = Buffer.from("%PDF-1.7 not a picture at all");
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const gif = await pixels(10, 10).gif().toBuffer();
    const truncated = (await cameraJpeg()).subarray(0, 200);
    for (const input of [text, svg, gif, truncated, Buffer.alloc(0)]) {
      expect(await preparePhoto(input)).toEqual({ refused: "photo_not_image" });
    }
  });

  it("refuses a file over 2 MB before looking into it", async () => {
    const large = Buffer.alloc(MAX_PHOTO_BYTES + 1, 0xff);
    expect(await preparePhoto(large)).toEqual({ refused: "photo_too_large" });
    const justUnder = await pixels(10, 10).jpeg().toBuffer();
    expect("refused" in (await preparePhoto(justUnder))).toBe(false);
  });

  it("refuses an image that unpacks into more pixels than a camera takes", async () => {
    // 10,000 × 5,000 of one colour is a few kB of PNG and 50 megapixels decoded.
    const bomb = await pixels(10_000, 5_000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.byteLength).toBeLessThan(MAX_PHOTO_BYTES);
    expect(await preparePhoto(bomb)).toEqual({ refused: "photo_not_image" });
  });
});
