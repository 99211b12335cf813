// spec selling-core §3 "Annual ticket sale", §2 annual-ticket personalization, §7 the /annual
// calls. The holder acts through the order token of the link (query `token`).
import { z } from "zod";
import { DISPATCH_MODES, PHOTO_UPLOAD } from "../constants";
import { Id, IsoDateTime, LinkToken, singleLineText, Url, UrlToken } from "./common";
import { CustomerAddressInput, Email } from "./customer";
import { IdPath, LocaleQuery, PaginationQuery, QueryBool, QueryId, QueryInt } from "./query-params";
import { PhotoMandatory } from "./ticket";

// From @shop/core/constants (no zod); exported here for the contract's callers.
export { DISPATCH_MODES, PHOTO_UPLOAD };

/** A dispatch mode id: 3 post, 4 pickup at the museum. */
export const DispatchModeId = z
  .union([z.literal(DISPATCH_MODES.post), z.literal(DISPATCH_MODES.pickup)])
  .meta({ description: "3 post, 4 pickup at the museum", example: 3 });
export type DispatchModeId = z.infer<typeof DispatchModeId>;

/** The person an annual ticket is personalised for: the buyer, or one the buyer added. */
export const AnnualHolder = z
  .object({
    id: Id,
    customer_salutation_id: Id.nullable(),
    name: z.string(),
    surname: z.string(),
    email: z.string().nullable(),
    /** Names the holder in PUT /annual/personalizations/{id}. */
    customer_personalization_token: UrlToken,
    /** The buyer of the order ("current user" in the shop). */
    is_buyer: z.boolean(),
  })
  .meta({
    id: "AnnualHolder",
    description: "A person who can hold an annual ticket of the order",
    example: {
      id: 77,
      customer_salutation_id: 2,
      name: "Ada",
      surname: "Lovelace",
      email: "ada@example.org",
      customer_personalization_token: "Pk2mW9xQpL4vN8cYbHgZt7",
      is_buyer: true,
    },
  });
export type AnnualHolder = z.infer<typeof AnnualHolder>;

/** An address a card can be sent to (the buyer's billing address, or one added). */
export const AnnualAddress = z
  .object({
    id: Id,
    adressat: z.string().nullable(),
    street: z.string(),
    zip: z.string(),
    city: z.string(),
    country_id: Id,
  })
  .meta({
    id: "AnnualAddress",
    description: "An address of the order's annual tickets",
    example: {
      id: 5,
      adressat: "Ada Lovelace",
      street: "Parkweg 3",
      zip: "10115",
      city: "Berlin",
      country_id: 60,
    },
  });
export type AnnualAddress = z.infer<typeof AnnualAddress>;

/** One person slot of an annual ticket sale; customer null until personalised. */
export const Personalization = z
  .object({
    id: Id,
    customer: AnnualHolder.nullable(),
    address_id: Id.nullable(),
    /** The photo as stored (JPEG, no metadata), readable with the order's token. */
    photo_url: Url.nullable(),
    /** Its square preview, 200×200. */
    photo_preview_url: Url.nullable(),
    customer_personalization_token: UrlToken.nullable(),
    customer_adress_id: Id.nullable(),
    personalized_at: IsoDateTime.nullable(),
  })
  .meta({
    id: "Personalization",
    description: "A person slot of an annual ticket",
    example: {
      id: 900,
      customer: null,
      address_id: null,
      photo_url: null,
      photo_preview_url: null,
      customer_personalization_token: null,
      customer_adress_id: null,
      personalized_at: null,
    },
  });
export type Personalization = z.infer<typeof Personalization>;

/** An annual ticket sold in the order: one per card. */
export const AnnualTicketSale = z
  .object({
    id: Id,
    ticket_id: Id,
    title: z.string(),
    description: z.string(),
    /** First day of validity; null until chosen (default: tomorrow, spec selling-core §4). */
    start_at: IsoDateTime.nullable(),
    /** Once set, start date and personalization can no longer be edited. */
    sent_at: IsoDateTime.nullable(),
    /** Whether the card names a person (the ticket asks for attendees). */
    is_personalizable: z.boolean(),
    photo_mandatory: PhotoMandatory,
    personalizations: z.array(Personalization),
  })
  .meta({
    id: "AnnualTicketSale",
    description: "An annual ticket sold, with its person slots",
    example: {
      id: 300,
      ticket_id: 40,
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
    /** The people of this order who can hold a card, the buyer first. */
    customers: z.array(AnnualHolder),
    /** The addresses cards of this order can go to, the buyer's billing address first. */
    addresses: z.array(AnnualAddress),
  })
  .meta({
    id: "AnnualOrder",
    description: "Order with its annual ticket sales",
    example: {
      id: 1001,
      token: "Zt7kR2mW9xQpL4vN8cYbHg",
      dispatch_mode_id: 3,
      ticket_sales: [AnnualTicketSale.meta()?.example],
      customers: [AnnualHolder.meta()?.example],
      addresses: [AnnualAddress.meta()?.example],
    },
  });
export type AnnualOrder = z.infer<typeof AnnualOrder>;

/** Query of every /annual call: the order's personalization token from the link. */
export const AnnualTokenQuery = LocaleQuery.extend({ token: LinkToken }).meta({
  id: "AnnualTokenQuery",
  description: "The order's personalization token, and the language of the answer",
  example: { locale: "de", token: "Zt7kR2mW9xQpL4vN8cYbHg" },
});
export type AnnualTokenQuery = z.infer<typeof AnnualTokenQuery>;

/**
 * spec selling-core §7: POST /annual/personalizations/{id}/upload takes "file, token", an HTML
 * form (multipart/form-data); the bare image with the token in the query is taken as well.
 */
export const PHOTO_FORM = { file: "file", fields: ["token"] } as const;

/** Query of the photo upload: the token, which a form may send as its field instead. */
export const AnnualUploadQuery = LocaleQuery.extend({ token: LinkToken.optional() }).meta({
  id: "AnnualUploadQuery",
  description: "The order's personalization token (or the form's `token` field), and the language",
  example: { locale: "de", token: "Zt7kR2mW9xQpL4vN8cYbHg" },
});
export type AnnualUploadQuery = z.infer<typeof AnnualUploadQuery>;

/** Which photo of a person slot: the card's photo, or its 200×200 preview. */
export const PhotoQuery = AnnualTokenQuery.extend({
  size: z.enum(["full", "preview"]).default("full"),
}).meta({
  id: "PhotoQuery",
  description: "Token and photo size",
  example: { token: "Zt7kR2mW9xQpL4vN8cYbHg", size: "preview" },
});
export type PhotoQuery = z.infer<typeof PhotoQuery>;

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

/** Body of POST /annual/addresses and PUT /annual/addresses/{id}: where a card goes. */
export const AnnualAddressRequest = z
  .strictObject({
    address: CustomerAddressInput.pick({
      adressat: true,
      street: true,
      zip: true,
      city: true,
      country_id: true,
    }).strict(),
  })
  .meta({
    id: "AnnualAddressRequest",
    description: "Address to create or update",
    example: {
      address: {
        adressat: "Ada Lovelace",
        street: "Parkweg 3",
        zip: "10115",
        city: "Berlin",
        country_id: 60,
      },
    },
  });
export type AnnualAddressRequest = z.infer<typeof AnnualAddressRequest>;

// The spec leaves the upload's answer open; the shop needs the stored photo's address.
/** Answer of POST /annual/personalizations/{id}/upload (the image as the body, token). */
export const PhotoUploadAnswer = z.object({ photo_url: Url, photo_preview_url: Url }).meta({
  id: "PhotoUploadAnswer",
  description: "Where the uploaded photo and its preview are read",
  example: {
    photo_url:
      "https://shop.example.org/api/v1/annual/personalizations/900/photo?token=Zt7kR2mW9xQpL4vN8cYbHg",
    photo_preview_url:
      "https://shop.example.org/api/v1/annual/personalizations/900/photo?token=Zt7kR2mW9xQpL4vN8cYbHg&size=preview",
  },
});
export type PhotoUploadAnswer = z.infer<typeof PhotoUploadAnswer>;

/** A JPEG answer (the OpenAPI document names its media type). */
export const JpegFile = z
  .string()
  .meta({ description: "The photo (JPEG)", mediaType: "image/jpeg", example: "\xFF\xD8" });

/** The path of a person slot's photo. */
export const PersonalizationPath = IdPath;

// The venue's side (the issue "annual tickets", Deliver 3): staff print the cards and send
// them. Protected by STAFF_API_KEY (Authorization: Bearer); without the key set it is off.

/** Query of GET /staff/annual/personalizations: sent or not yet, and paging. */
export const StaffPersonalizationsQuery = PaginationQuery.extend({
  per_page: QueryInt.pipe(z.int().min(1).max(200)).default(50),
  sent: QueryBool.optional(),
}).meta({
  id: "StaffPersonalizationsQuery",
  description: "Filter by sent, and paging (at most 200 a page)",
  example: { sent: "false", per_page: "50", page: "1" },
});
export type StaffPersonalizationsQuery = z.infer<typeof StaffPersonalizationsQuery>;

/** One personalised card as staff print it. */
export const StaffPersonalization = z
  .object({
    id: Id,
    ticket_sale_id: Id,
    order_id: Id,
    ticket_id: Id,
    title: z.string(),
    start_at: IsoDateTime.nullable(),
    sent_at: IsoDateTime.nullable(),
    dispatch_mode_id: DispatchModeId,
    personalized_at: IsoDateTime.nullable(),
    holder: AnnualHolder.omit({ customer_personalization_token: true, is_buyer: true }).nullable(),
    address: AnnualAddress.nullable(),
    /** The photo, read with the staff key; null when none was uploaded. */
    photo_url: Url.nullable(),
  })
  .meta({
    id: "StaffPersonalization",
    description: "A person slot of an annual ticket, for card printing",
    example: {
      id: 900,
      ticket_sale_id: 300,
      order_id: 1001,
      ticket_id: 40,
      title: "Jahreskarte Museen am Fluss",
      start_at: "2025-06-02T00:00:00+02:00",
      sent_at: null,
      dispatch_mode_id: 3,
      personalized_at: "2025-06-01T12:00:00+02:00",
      holder: {
        id: 77,
        customer_salutation_id: 2,
        name: "Ada",
        surname: "Lovelace",
        email: "ada@example.org",
      },
      address: AnnualAddress.meta()?.example,
      photo_url: "https://shop.example.org/api/v1/staff/annual/personalizations/900/photo",
    },
  });
export type StaffPersonalization = z.infer<typeof StaffPersonalization>;

/** GET /staff/annual/personalizations. */
export const StaffPersonalizationList = z
  .object({
    personalizations: z.array(StaffPersonalization),
    meta: z.object({ total_count: z.int().min(0) }),
  })
  .meta({
    id: "StaffPersonalizationList",
    description: "Person slots of annual tickets, oldest order first",
    example: { personalizations: [StaffPersonalization.meta()?.example], meta: { total_count: 1 } },
  });
export type StaffPersonalizationList = z.infer<typeof StaffPersonalizationList>;

/** Answer of PUT /staff/annual/ticket_sales/{id}/sent. */
export const TicketSaleSent = z.object({ id: Id, sent_at: IsoDateTime }).meta({
  id: "TicketSaleSent",
  description: "The ticket sale and when it was sent",
  example: { id: 300, sent_at: "2025-06-03T09:00:00+02:00" },
});
export type TicketSaleSent = z.infer<typeof TicketSaleSent>;

// spec selling-core §5: the photo of an attendee picked at /tickets/personalization, uploaded
// with the order once it is placed.
/** Path of an attendee photo: the order, its line by position (0 first), the attendee. */
export const AttendeePhotoPath = z
  .object({
    id: QueryId,
    position: QueryInt.pipe(z.int().max(999)),
    attendee: QueryInt.pipe(z.int().max(999)),
  })
  .meta({
    id: "AttendeePhotoPath",
    description: "Order, line position and attendee index",
    example: { id: "1001", position: "0", attendee: "1" },
  });
export type AttendeePhotoPath = z.infer<typeof AttendeePhotoPath>;

/** Query of the attendee photo calls: the order token, and which size to read. */
export const AttendeePhotoQuery = LocaleQuery.extend({
  token: UrlToken,
  size: z.enum(["full", "preview"]).default("full"),
}).meta({
  id: "AttendeePhotoQuery",
  description: "Order token and photo size",
  example: { token: "Zt7kR2mW9xQpL4vN8cYbHg", size: "preview" },
});
export type AttendeePhotoQuery = z.infer<typeof AttendeePhotoQuery>;
