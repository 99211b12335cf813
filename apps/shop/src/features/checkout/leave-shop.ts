// The two ways the checkout leaves the shop for the payment provider (spec selling-core §4
// step 2). One object, so tests can watch them instead of a browser navigating away.
import { submitPaymentForm } from "./submit-payment-form";

export const leaveShop = {
  /** A full redirect to the provider's payment page. */
  redirect(url: string): void {
    window.location.assign(url);
  },
  /** A form post of the provider's params to its URL. */
  postForm(url: string, params: Record<string, string>): void {
    submitPaymentForm(url, params);
  },
};
