// spec selling-core §5 "Personalization", §9 "Photo upload max 2 MB": the attendee rules as pure
// functions, so the shop can run the same checks in its react-hook-form/zod schema.
import { isEmail } from "@shop/core";
import { PHOTO_UPLOAD } from "@shop/core/constants";
import type { PhotoMandatory } from "@shop/core/contract";

export type { PhotoMandatory };

/** One attendee of a ticket line (spec selling-core §3: attendees name, surname). */
export type Attendee = {
  name: string;
  surname: string;
  /** Asked in the one-pager only (`askEmail`). */
  email?: string;
  /** A photo picked in this form, not yet uploaded. */
  photo?: File | null;
  /** The address of a photo uploaded earlier (annual personalization: photo_url). */
  photoUrl?: string | null;
};

export type AttendeeField = "name" | "surname" | "email" | "photo";

export type PhotoErrorKey = "photoRequired" | "photoTooLarge" | "photoNotImage";

export type AttendeeErrorKey =
  | "nameRequire"
  | "surnameRequire"
  | "emailRequire"
  | "emailValid"
  | PhotoErrorKey;

/** The error key of each invalid field of one attendee; an empty object when all is well. */
export type AttendeeErrors = Partial<Record<AttendeeField, AttendeeErrorKey>>;

export type ValidateAttendeesOptions = { photoMandatory?: PhotoMandatory; askEmail?: boolean };

/** The checks that need no reading of the file: its declared type and its size. */
function photoFileError(file: Blob): PhotoErrorKey | undefined {
  if (!(PHOTO_UPLOAD.mimeTypes as readonly string[]).includes(file.type)) return "photoNotImage";
  if (file.size > PHOTO_UPLOAD.maxBytes) return "photoTooLarge";
  return undefined;
}

/** Checks every attendee; the result has one entry per attendee, in the same order. */
export function validateAttendees(
  attendees: readonly Attendee[],
  { photoMandatory = "none", askEmail = false }: ValidateAttendeesOptions = {},
): AttendeeErrors[] {
  return attendees.map((attendee) => {
    const errors: AttendeeErrors = {};
    if (attendee.name.trim() === "") errors.name = "nameRequire";
    if (attendee.surname.trim() === "") errors.surname = "surnameRequire";
    if (askEmail) {
      const email = attendee.email?.trim() ?? "";
      if (email === "") errors.email = "emailRequire";
      else if (!isEmail(email)) errors.email = "emailValid";
    }
    if (photoMandatory !== "none") {
      const photo = attendee.photo ? photoFileError(attendee.photo) : undefined;
      if (photo) errors.photo = photo;
      else if (photoMandatory === "mandatory" && !attendee.photo && !attendee.photoUrl)
        errors.photo = "photoRequired";
    }
    return errors;
  });
}

/** Tells whether any attendee has an error (for a zod refine or a submit guard). */
export function hasAttendeeErrors(errors: readonly AttendeeErrors[]): boolean {
  return errors.some((entry) => Object.keys(entry).length > 0);
}

/** The image type the first bytes of a file announce, whatever its name or declared type. */
export function sniffImageType(
  head: Uint8Array,
): (typeof PHOTO_UPLOAD.mimeTypes)[number] | undefined {
  const at = (offset: number, bytes: readonly number[]) =>
    bytes.every((byte, index) => head[offset + index] === byte);
  if (at(0, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // "RIFF", 4 bytes of length, "WEBP"
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return "image/webp";
  return undefined;
}

// FileReader rather than Blob.arrayBuffer: the same in every browser and in jsdom
function readHead(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, 12));
  });
}

/**
 * Checks a picked photo as the server will: an image type, at most 2 MB, and content that really
 * is such an image (its signature bytes, then a decode where the browser can decode).
 */
export async function checkPhoto(file: Blob): Promise<PhotoErrorKey | undefined> {
  const declared = photoFileError(file);
  if (declared) return declared;
  if (!sniffImageType(await readHead(file))) return "photoNotImage";
  // jsdom and old engines have no createImageBitmap; the signature check above still holds there
  if (typeof createImageBitmap === "function") {
    try {
      (await createImageBitmap(file)).close();
    } catch {
      return "photoNotImage";
    }
  }
  return undefined;
}
