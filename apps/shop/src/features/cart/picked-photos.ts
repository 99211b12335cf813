// spec selling-core §5; the issue "annual tickets", Deliver 2: the photos attendees pick at
// /tickets/personalization go with the order. A picked photo is a File, which no storage of
// the browser keeps, so it is held here, in memory, by cart line and attendee, until the
// checkout uploads it with the order placed (uploadPickedPhotos below, each addressed by its
// line's position in the order and the attendee). A reload in between loses it: the
// personalization step then asks for it again. One module for both ends, so one file.
import type { CartItemInput } from "@shop/core/contract";
import { ATTENDEE_PHOTO_ROUTES, pathOf } from "@shop/core/routes";
import { ApiRequestError, apiRequest } from "../../lib/api-client";
import { lineKey } from "./hold-plan";

type Line = Parameters<typeof lineKey>[0];

const photos = new Map<string, File>();

const keyOf = (line: Line, attendee: number) => `${lineKey(line)}#${attendee}`;

export const pickedPhotos = {
  get(line: Line, attendee: number): File | undefined {
    return photos.get(keyOf(line, attendee));
  },
  set(line: Line, attendee: number, photo: File | null | undefined): void {
    if (photo) photos.set(keyOf(line, attendee), photo);
    else photos.delete(keyOf(line, attendee));
  },
  /** Test only: forget every photo. */
  clear(): void {
    photos.clear();
  },
};

/** The picked photos of the order's lines: line position, attendee and file. */
export function photosOf(
  items: readonly CartItemInput[],
): { position: number; attendee: number; photo: File; line: Line }[] {
  return items.flatMap((item, position) => {
    if (item.type !== "Ticket") return [];
    const count = item.attributes.attendees?.length ?? 0;
    return Array.from({ length: count }, (_, attendee) => {
      const photo = pickedPhotos.get(item.attributes, attendee);
      return photo ? [{ position, attendee, photo, line: item.attributes }] : [];
    }).flat();
  });
}

/** A failure worth one more try: no answer, or the server's own trouble (not a refusal). */
const passing = (error: unknown) =>
  !(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500;

/**
 * Uploads the picked photos of the order's lines, one after the other, and forgets each once it
 * is with the order; one that fails for want of an answer or on the server's side is tried once
 * more. Answers how many could not be uploaded (the order stands either way).
 */
export async function uploadPickedPhotos(
  locale: string,
  order: { id: number; token: string },
  items: readonly CartItemInput[],
): Promise<number> {
  let failed = 0;
  for (const { position, attendee, photo, line } of photosOf(items)) {
    const send = () =>
      apiRequest({
        path: pathOf(ATTENDEE_PHOTO_ROUTES.uploadAttendeePhoto, {
          id: order.id,
          position,
          attendee,
        }),
        method: "POST",
        locale,
        query: { token: order.token },
        body: photo,
      });
    try {
      await send().catch((error: unknown) => {
        if (passing(error)) return send();
        throw error;
      });
      pickedPhotos.set(line, attendee, null);
    } catch {
      failed += 1;
    }
  }
  return failed;
}
