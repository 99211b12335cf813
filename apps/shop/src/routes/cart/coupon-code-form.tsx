// spec selling-core §2, §5, §8: the cart's coupon-code form on react-hook-form (DESIGN §3),
// drawn by @shop/ui's CouponFormView. A blank code fails the field's rule (`empty`) without
// asking the server; the server's refusals land on the field too (setError). Each failed
// attempt moves the focus to the form's alert again.
import {
  attemptCoupon,
  type CouponError,
  CouponFormView,
  type CouponSubmitResult,
  couponCodeError,
} from "@shop/ui/coupon-form";
import { useState } from "react";
import { useForm } from "react-hook-form";

interface CouponValues {
  coupon: string;
}

export function CouponCodeForm({
  onSubmit,
}: {
  /** Checks and applies a trimmed, non-empty code. */
  onSubmit: (code: string) => Promise<CouponSubmitResult>;
}) {
  const form = useForm<CouponValues>({
    defaultValues: { coupon: "" },
    // An error stays until the next attempt; the alert takes the focus, not the field.
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const [attempt, setAttempt] = useState(0);
  const [applied, setApplied] = useState(false);
  // The rule's error carries its code as the message; a refusal's is its type (setError).
  const error = form.formState.errors.coupon;
  const failure = (error?.type === "validate" ? error.message : error?.type) as
    | CouponError
    | undefined;

  const fail = () => setAttempt((count) => count + 1);
  const apply = async ({ coupon }: CouponValues) => {
    setApplied(false);
    const result = await attemptCoupon(coupon, onSubmit);
    if ("error" in result) {
      form.setError("coupon", { type: result.error });
      fail();
      return;
    }
    setApplied(true);
    form.reset({ coupon: "" });
  };

  return (
    <CouponFormView
      onSubmit={form.handleSubmit(apply, () => {
        setApplied(false);
        fail();
      })}
      inputProps={form.register("coupon", {
        validate: (code) => couponCodeError(code) ?? true,
      })}
      failure={failure}
      attempt={attempt}
      pending={form.formState.isSubmitting}
      applied={applied}
    />
  );
}
