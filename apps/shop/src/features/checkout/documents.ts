// Where the documents of an order are (spec selling-core §7): links, not calls.

/** The PDF of a ticket item (spec selling-core §7 documents: locale and token). */
export function ticketPdfUrl(orderId: number, itemId: number, token: string, locale: string) {
  const query = new URLSearchParams({ token, locale });
  return `/api/v1/orders/${orderId}/tickets/${itemId}.pdf?${query}`;
}
