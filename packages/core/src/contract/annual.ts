// spec selling-core §3 "Annual ticket sale", §2 annual-ticket personalization, §7 the /annual
// calls. The holder acts through the order token of the link (query `token`).
import { z } from "zod";
import { Id, IsoDateTime, singleLineText, Url, UrlToken } from "./common";
import { Email } from "./customer";
import { PhotoMandatory } from "./ticket";

/** How an annual ticket reaches its holder (spec selling-core §9: 3 post, 4 pickup). */
export const DISPATCH_MODES = { post: 3, pickup: 4 } as const;

/** A dispatch mode id: 3 post, 4 pickup at the museum. */
export const DispatchModeId = z
  .union([z.literal(DISPATCH_MODES.post), z.literal(DISPATCH_MODES.pickup)])
  .meta({ description: "3 post, 4 pickup at the museum", example: 3 });
export type DispatchModeId = z.infer<typeof DispatchModeId>;

// spec selling-core §5: image only, at most 2 MB, preview 200x200.
/** Limits of the personalization photo upload. */
export const PHOTO_UPLOAD = {
  maxBytes: 2 * 1024 * 1024,
  previewPx: 200,
  mimeTypes: ["image/jpeg", "image/png", "image/webp"],
} as const;

/** The person an annual ticket is personalised for. */
export const AnnualHolder = z
  .object({ id: Id, name: z.string(), surname: z.string(), email: z.string().nullable() })
  .meta({
    id: "AnnualHolder",
    description: "Holder of a personalised annual ticket",
    example: { id: 77, name: "Ada", surname: "Lovelace", email: "ada@example.org" },
  });
export type AnnualHolder = z.infer<typeof AnnualHolder>;

/** One personalization slot of an annual ticket sale; customer null until personalised. */
export const Personalization = z
  .object({
    id: Id,
    customer: AnnualHolder.nullable(),
    address_id: Id.nullable(),
    photo_url: Url.nullable(),
    customer_personalization_token: UrlToken,
    customer_adress_id: Id.nullable(),
  })
  .meta({
    id: "Personalization",
    description: "A person slot of an annual ticket",
    example: {
      id: 900,
      customer: null,
      address_id: null,
      photo_url: null,
      customer_personalization_token: "Pk2mW9xQpL4vN8cYbHgZt7",
      customer_adress_id: null,
    },
  });
export type Personalization = z.infer<typeof Personalization>;

/** An annual ticket sold in the order. */
export const AnnualTicketSale = z
  .object({
    id: Id,
    title: z.string(),
    description: z.string(),
    /** First day of validity; null until chosen (default: tomorrow, spec selling-core §4). */
    start_at: IsoDateTime.nullable(),
    /** Once set, start date and personalization can no longer be edited. */
    sent_at: IsoDateTime.nullable(),
    is_personalizable: z.boolean(),
    photo_mandatory: PhotoMandatory,
    personalizations: z.array(Personalization),
  })
  .meta({
    id: "AnnualTicketSale",
    description: "An annual ticket sold, with its person slots",
    example: {
      id: 300,
      title: "Annual ticket",
      description: "Free entry for a year",
      start_at: "2025-06-02T00:00:00+02:00",
      sent_at: null,
      is_personalizable: true,
      photo_mandatory: "mandatory",
      personalizations: [Personalization.meta()?.example],
    },
  });
export type AnnualTicketSale = z.infer<typeof AnnualTicketSale>;

/** GET /annual/order?token: the order behind a personalization link. */
export const AnnualOrder = z
  .object({
    id: Id,
    token: UrlToken,
    dispatch_mode_id: DispatchModeId,
    ticket_sales: z.array(AnnualTicketSale),
  })
  .meta({
    id: "AnnualOrder",
    description: "Order with its annual ticket sales",
    example: {
      id: 1001,
      token: "Zt7kR2mW9xQpL4vN8cYbHg",
      dispatch_mode_id: 3,
      ticket_sales: [AnnualTicketSale.meta()?.example],
    },
  });
export type AnnualOrder = z.infer<typeof AnnualOrder>;

/** Query of every /annual call: the order token from the link. */
export const AnnualTokenQuery = z.object({ token: UrlToken }).meta({
  id: "AnnualTokenQuery",
  description: "Order token",
  example: { token: "Zt7kR2mW9xQpL4vN8cYbHg" },
});
export type AnnualTokenQuery = z.infer<typeof AnnualTokenQuery>;

/** Body of PUT /annual/ticket_sales/{id}: the chosen start of validity. */
export const TicketSaleUpdateRequest = z
  .strictObject({ ticket_sale: z.strictObject({ start_at: IsoDateTime }) })
  .meta({
    id: "TicketSaleUpdateRequest",
    description: "New start of validity",
    example: { ticket_sale: { start_at: "2025-07-01T00:00:00+02:00" } },
  });
export type TicketSaleUpdateRequest = z.infer<typeof TicketSaleUpdateRequest>;

const personName = singleLineText({ trim: true, min: 1, max: 100 });

/** Body of POST /annual/customers and PUT /annual/customers/{id}: a new holder. */
export const AnnualCustomerRequest = z
  .strictObject({
    customer: z.strictObject({
      customer_salutation_id: Id.optional(),
      name: personName,
      surname: personName,
      email: Email.optional(),
    }),
  })
  .meta({
    id: "AnnualCustomerRequest",
    description: "Holder to create or update",
    example: { customer: { customer_salutation_id: 2, name: "Ada", surname: "Lovelace" } },
  });
export type AnnualCustomerRequest = z.infer<typeof AnnualCustomerRequest>;

/** Body of PUT /annual/personalizations/{id}: who and which address. */
export const PersonalizationUpdateRequest = z
  .strictObject({
    personalization: z.strictObject({
      customer_personalization_token: UrlToken,
      customer_adress_id: Id,
    }),
  })
  .meta({
    id: "PersonalizationUpdateRequest",
    description: "Assign a holder and an address to a person slot",
    example: {
      personalization: {
        customer_personalization_token: "Pk2mW9xQpL4vN8cYbHgZt7",
        customer_adress_id: 5,
      },
    },
  });
export type PersonalizationUpdateRequest = z.infer<typeof PersonalizationUpdateRequest>;

// The spec leaves the upload's answer open; the shop needs the stored photo's address.
/** Answer of POST /annual/personalizations/{id}/upload (multipart: file, token). */
export const PhotoUploadAnswer = z.object({ photo_url: Url }).meta({
  id: "PhotoUploadAnswer",
  description: "Where the uploaded photo is stored",
  example: { photo_url: "https://shop.example.org/photos/900.jpg" },
});
export type PhotoUploadAnswer = z.infer<typeof PhotoUploadAnswer>;
