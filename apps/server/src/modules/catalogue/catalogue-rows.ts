// The rows a parsed catalogue becomes, table by table (the column names of repository.ts).
// Pure: the loader hands them to the repository.
import type { CatalogueData } from "./format";
import type { ExhibitionInput, LocalizedText } from "./format-parts";
import type { Row } from "./repository";

const EMPTY_TEXT = {};

const text = (value: LocalizedText | undefined) => value ?? EMPTY_TEXT;

/** The envelope of the time frames: first start, last end (null when one is open-ended). */
function frameEnvelope(frames: ExhibitionInput["time_frames"]) {
  if (frames.length === 0) return { starts_on: null, ends_on: null };
  const starts = frames.map((frame) => frame.start_at).sort();
  const ends = frames.map((frame) => frame.end_at);
  const openEnded = ends.some((end) => end === null);
  return {
    starts_on: starts[0] ?? null,
    ends_on: openEnded ? null : ((ends as string[]).sort().at(-1) ?? null),
  };
}

export interface CatalogueRows {
  shopSettings: Row;
  paymentModes: Row[];
  countries: Row[];
  salutations: Row[];
  museums: Row[];
  exhibitions: Row[];
  quotas: Row[];
  tickets: Row[];
  ticketGroups: Row[];
  coupons: Row[];
  shippingItems: Row[];
  newsletterGroups: Row[];
  pages: Row[];
  ticketQuotas: [number, number][];
  ticketMuseums: [number, number][];
  ticketExhibitions: [number, number][];
  groupTickets: [number, number][];
}

export function catalogueRows(catalogue: CatalogueData): CatalogueRows {
  const pairs = (ids: number[], owner: number) => ids.map((id): [number, number] => [owner, id]);
  return {
    shopSettings: {
      settings: catalogue.settings,
      locales: catalogue.locales,
      content: catalogue.content,
      translations: catalogue.translations,
    },
    paymentModes: catalogue.payment_modes.map((mode, index) => ({
      id: mode.id,
      key: mode.key,
      title: mode.title,
      icons: mode.icons,
      sort_order: index,
    })),
    countries: catalogue.countries.map((country, index) => ({
      id: country.id,
      name: country.name,
      sort_order: index,
    })),
    salutations: catalogue.salutations.map((salutation, index) => ({
      id: salutation.id,
      salutation: salutation.salutation,
      sort_order: index,
    })),
    museums: catalogue.museums.map((museum, index) => ({
      id: museum.id,
      title: museum.title,
      sub_title: text(museum.sub_title),
      description: text(museum.description),
      content: museum.content,
      picture: museum.picture,
      opening_hours: museum.opening_hours,
      sort_order: museum.order ?? index,
    })),
    exhibitions: catalogue.exhibitions.map((exhibition, index) => ({
      id: exhibition.id,
      museum_id: exhibition.museum_id,
      title: exhibition.title,
      sub_title: text(exhibition.sub_title),
      description: text(exhibition.description),
      content: exhibition.content,
      picture: exhibition.picture,
      featured: exhibition.featured,
      time_frames: exhibition.time_frames,
      ...frameEnvelope(exhibition.time_frames),
      sort_order: exhibition.order ?? index,
    })),
    quotas: catalogue.quotas.map((quota) => ({
      id: quota.id,
      name: quota.name,
      kind: quota.kind,
      capacity: quota.capacity,
      capacity_overrides: quota.capacity_overrides,
      presold: quota.sold,
    })),
    tickets: catalogue.tickets.map((ticket, index) => ({
      id: ticket.id,
      title: ticket.title,
      description: text(ticket.description),
      ticket_type: ticket.ticket_type,
      price_cents: ticket.price_cents,
      vat_pct: ticket.vat_pct,
      tax_included: ticket.tax_included,
      discount: ticket.discount,
      quantity: ticket.quantity,
      entry_duration: ticket.entry_duration,
      first_entry: ticket.first_entry,
      last_entry: ticket.last_entry,
      free_timing: ticket.free_timing,
      bookable: ticket.bookable,
      booked_out: ticket.booked_out,
      min_persons: ticket.min_persons,
      max_persons: ticket.max_persons,
      dynamic_prices: ticket.dynamic_prices,
      is_mantle: ticket.is_mantle,
      sub_tickets: ticket.sub_tickets.map((sub) => ({
        id: sub.id,
        title: sub.title,
        description: text(sub.description),
        min_persons: sub.min_persons,
        max_persons: sub.max_persons,
      })),
      attendees: ticket.attendees,
      shipped_with_merchandise_id: ticket.shipped_with_merchandise_id,
      photo_mandatory: ticket.photo_mandatory,
      content: ticket.content,
      valid_from: ticket.validity.from,
      valid_to: ticket.validity.to,
      price_target_audience_id: ticket.price_target_audience_id,
      sort_order: ticket.order ?? index,
    })),
    ticketGroups: catalogue.ticket_groups.map((group) => ({
      id: group.id,
      name: group.name,
      title: text(group.title),
      sort_order: group.order,
      types: group.types,
      list_ids: group.list_ids,
      with_content_attributes: group.withContentAttributes,
      icon_class: group.iconClass,
    })),
    coupons: catalogue.coupons.map((coupon, index) => ({
      id: coupon.id,
      title: coupon.title,
      description: text(coupon.description),
      price_cents: coupon.price_cents,
      value_cents: coupon.value_cents,
      vat_pct: coupon.vat_pct,
      tax_included: coupon.tax_included,
      shipped_with_merchandise_id: coupon.shipped_with_merchandise_id,
      after_sale_information: text(coupon.after_sale_information),
      ticket_id: coupon.ticket_id,
      stock: coupon.stock,
      sort_order: coupon.order ?? index,
    })),
    shippingItems: catalogue.shipping_items.map((item, index) => ({
      id: item.id,
      title: item.title,
      description: text(item.description),
      price_cents: item.price_cents,
      vat_pct: item.vat_pct,
      tax_included: item.tax_included,
      sort_order: item.order ?? index,
    })),
    newsletterGroups: catalogue.newsletter_groups.map((group, index) => ({
      id: group.id,
      name: group.name,
      checkbox_text: group.checkbox_text,
      sort_order: group.order ?? index,
    })),
    pages: catalogue.pages.map((page, index) => ({
      id: page.id,
      title: page.title,
      body: page.body,
      sort_order: page.order ?? index,
    })),
    ticketQuotas: catalogue.tickets.flatMap((ticket) => pairs(ticket.quota_ids, ticket.id)),
    ticketMuseums: catalogue.tickets.flatMap((ticket) => pairs(ticket.museum_ids, ticket.id)),
    ticketExhibitions: catalogue.tickets.flatMap((t) => pairs(t.exhibition_ids, t.id)),
    groupTickets: catalogue.ticket_groups.flatMap((group) => pairs(group.ticket_ids, group.id)),
  };
}
