// spec surrounding-areas §2: /login?redirectState — where a visitor goes once signed in: the
// page that sent them to the login (a user-area page they asked for, the checkout). Only a
// path of this shop is followed, never another site (an open redirect).

/** The login page's address that returns to `target` (a path with its query) afterwards. */
export function loginPath(target: string): string {
  return `/login?${new URLSearchParams({ redirectState: target })}`;
}

// Parsed against an origin of no site: a target that names another host ("//host", "/\\host")
// leaves it, and the URL parser has dropped tabs and line breaks from what it keeps.
const HERE = "https://shop.invalid";

/** The path to go to after the login: `redirectState` when it is one of the shop's, else `fallback`. */
export function redirectTarget(search: URLSearchParams, fallback = "/account"): string {
  const target = search.get("redirectState") ?? "";
  if (!target.startsWith("/")) return fallback;
  try {
    const url = new URL(target, HERE);
    return url.origin === HERE ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
