// The fr tables of the shell, the tickets flow, the cart, the checkout and the plain pages: one
// module, so one file loads when a visitor picks the language (src/i18n/catalogue.ts) and the
// entry lists one name for it, not five (bench/first-route).
import cart from "../messages/cart/fr.json";
import checkout from "../messages/checkout/fr.json";
import shell from "../messages/fr.json";
import pages from "../messages/pages/fr.json";
import tickets from "../messages/tickets/fr.json";

export const tables = [shell, tickets, cart, checkout, pages];
