// The session calls the spec leaves open (surrounding-areas §7: "paths not shown"): POST
// /auth/guest, GET /auth/validate_token, DELETE /auth/sign_out. The session itself travels in
// an httpOnly cookie (DESIGN §7), so no answer carries a token.
import { z } from "zod";
import { Customer } from "./customer";

/** Answer of POST /auth/guest and GET /auth/validate_token: the signed-in customer. */
export const AuthAnswer = z.object({ data: Customer }).meta({
  id: "AuthAnswer",
  description: "The customer of the current session",
  example: { data: Customer.meta()?.example },
});
export type AuthAnswer = z.infer<typeof AuthAnswer>;
