/**
 * A token the server signs (its visitor cookie, the waiting room's queue token; DESIGN §7, §9):
 * 128 random bits, the second it was handed out (base 36) and a 128-bit MAC of both, each part
 * a group of the match.
 */
export const SIGNED_TOKEN = /^([A-Za-z0-9_-]{22})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22})$/;
