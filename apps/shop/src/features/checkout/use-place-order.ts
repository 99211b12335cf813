// spec selling-core §4 step 2: post the order once per attempt and follow its outcome.
import type { OrderCreateRequestInput } from "@shop/core/contract";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { postReferral } from "../affiliate/api";
import { uploadPickedPhotos } from "../cart/picked-photos";
import { placeOrder } from "./api";
import { newAttemptKey } from "./attempt-key";
import { detailsOfError, failureState } from "./failure-details";
import { followOutcome } from "./follow-outcome";
import { outcomeOfOrder, reasonOfError } from "./order-outcome";
import { rememberOrder } from "./stored-order";
import { useOrderStorage } from "./use-order-key";

export function usePlaceOrder(locale: string) {
  const navigate = useNavigate();
  const { storage, key } = useOrderStorage();
  const [pending, setPending] = useState(false);
  // A ref, not only state: a second click in the same frame must see the first at once.
  const running = useRef(false);

  const place = async (body: OrderCreateRequestInput) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      const outcome = outcomeOfOrder(await placeOrder(locale, body, newAttemptKey()));
      if (outcome.kind !== "failure") {
        rememberOrder(storage, key, outcome.order);
        // spec surrounding-areas §7: the affiliate's referral is "track"ed once the order is
        // placed (keepalive: the call outlives a redirect to the payment provider).
        if (body.affiliate) void postReferral(body.affiliate, "track", locale);
        // spec selling-core §5: the attendees' photos go with the order, before the payment; the
        // ones that could not go are counted for the success page.
        const missing = await uploadPickedPhotos(locale, outcome.order, body.items);
        if (missing > 0) rememberOrder(storage, key, outcome.order, missing);
      }
      followOutcome(outcome, navigate);
    } catch (error) {
      // The button stays busy in every case: the shop moves on to a result page or away.
      // spec §4 step 2: other than HTTP 500, the errors and error_detailed go along.
      navigate(`/checkout/failure?reason=${reasonOfError(error)}`, {
        state: failureState(detailsOfError(error)),
      });
    }
  };

  return { place, pending };
}
