// Newsletter groups (spec surrounding-areas §7: GET /newsletter_subscriber_groups, GET and POST
// /customer/newsletter_groups; §3 Customer "newsletter choices (id, name, checkbox_text,
// checked)"; the issue "accounts", Deliver 5): the groups a venue offers, and which of them a
// customer chose. The server records each consent with when it was given and the text it was
// given to.
import { z } from "zod";
import { Id, listOf } from "./common";
import { NewsletterChoice } from "./customer";

/** A newsletter group the shop offers, in the asked locale. */
export const NewsletterGroup = z
  .object({ id: Id, name: z.string(), checkbox_text: z.string() })
  .meta({
    id: "NewsletterGroup",
    description: "A newsletter the customer may subscribe to",
    example: { id: 1, name: "Museum news", checkbox_text: "Send me the monthly museum news" },
  });
export type NewsletterGroup = z.infer<typeof NewsletterGroup>;

export const NewsletterGroupList = listOf(NewsletterGroup, "NewsletterGroupList");
export type NewsletterGroupList = z.infer<typeof NewsletterGroupList>;

/** Answer of GET and POST /customer/newsletter_groups: every group, checked when chosen. */
export const NewsletterChoiceList = z.object({ data: z.array(NewsletterChoice) }).meta({
  id: "NewsletterChoiceList",
  description: "The shop's newsletter groups and the customer's choice",
  example: { data: [NewsletterChoice.meta()?.example] },
});
export type NewsletterChoiceList = z.infer<typeof NewsletterChoiceList>;

// A shop offers a handful of groups; 100 bounds the body.
/** Body of POST /customer/newsletter_groups: the groups chosen, all others left. */
export const NewsletterSubscriptionRequest = z
  .strictObject({ newsletter_ids: z.array(Id).max(100) })
  .meta({
    id: "NewsletterSubscriptionRequest",
    description: "The newsletter groups the customer subscribes to; the others are left",
    example: { newsletter_ids: [1] },
  });
export type NewsletterSubscriptionRequest = z.infer<typeof NewsletterSubscriptionRequest>;
