// The en tables of the shell, the tickets flow, the cart, the checkout and the plain pages: one
// module, so one file loads when a visitor picks the language (src/i18n/catalogue.ts) and the
// entry lists one name for it, not five (bench/first-route).
import cart from "../messages/cart/en.json";
import checkout from "../messages/checkout/en.json";
import shell from "../messages/en.json";
import pages from "../messages/pages/en.json";
import tickets from "../messages/tickets/en.json";

export const tables = [shell, tickets, cart, checkout, pages];
