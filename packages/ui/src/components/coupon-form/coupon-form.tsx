import { type ComponentProps, useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useUiText } from "../../i18n/provider";
import { cn } from "../../lib/cn";
import { AlertCircleIcon, CheckIcon } from "../../lib/icons";
import { Alert, AlertDescription } from "../alert/alert";
import { Button } from "../button/button";
import { Field } from "../field/field";
import { Input } from "../input/input";
import { couponFormMessages } from "./messages";

/** spec selling-core §8: the coupon errors (rateLimit answers HTTP 429). */
export const COUPON_ERRORS = ["empty", "notValid", "error", "rateLimit"] as const;
export type CouponError = (typeof COUPON_ERRORS)[number];

export type CouponSubmitResult = { ok: true } | { error: CouponError };

export type CouponFormProps = Omit<ComponentProps<"form">, "onSubmit" | "children"> & {
  /** Checks and applies a trimmed, non-empty code. A rejected promise counts as `error`. */
  onSubmit: (code: string) => Promise<CouponSubmitResult>;
  label?: string;
  submitLabel?: string;
  /** The app's wording per error key; defaults to the library's. */
  errorMessages?: Partial<Record<CouponError, string>>;
  /** Said after a code was applied; defaults to the library's. */
  appliedMessage?: string;
  defaultCode?: string;
  disabled?: boolean;
};

/**
 * The coupon-code form of the cart (spec selling-core §2, §5, §8). An empty code is refused as
 * `empty` without asking the server; an error shows in an alert that takes focus, and repeating
 * the same error takes focus again.
 */
export function CouponForm({
  onSubmit,
  label,
  submitLabel,
  errorMessages,
  appliedMessage,
  defaultCode = "",
  disabled = false,
  className,
  ...props
}: CouponFormProps) {
  const { t } = useUiText(couponFormMessages);
  const errorId = useId();
  // DESIGN §3: every form runs on react-hook-form. Errors stay until the next submit; the
  // server's refusals land on the field as its error too (setError).
  const { register, handleSubmit, setError, clearErrors, reset, formState } = useForm<{
    coupon: string;
  }>({
    defaultValues: { coupon: defaultCode },
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const failure = formState.errors.coupon?.type as CouponError | undefined;
  const pending = formState.isSubmitting;
  const [applied, setApplied] = useState(false);
  // the attempt number makes a repeated error a new state, so focus moves to it again
  const [attempt, setAttempt] = useState(0);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (attempt > 0 && failure) alertRef.current?.focus();
  }, [attempt, failure]);

  const fail = (error: CouponError) => {
    setError("coupon", { type: error });
    setAttempt((count) => count + 1);
  };

  const apply = async ({ coupon }: { coupon: string }) => {
    if (disabled) return;
    setApplied(false);
    const trimmed = coupon.trim();
    // spec selling-core §5: coupon entry needs a non-empty code, else the error 'empty'
    if (trimmed === "") {
      fail("empty");
      return;
    }
    let result: CouponSubmitResult;
    try {
      result = await onSubmit(trimmed);
    } catch {
      result = { error: "error" };
    }
    if ("error" in result) {
      fail(result.error);
    } else {
      clearErrors();
      setApplied(true);
      reset({ coupon: "" });
    }
  };

  return (
    <form
      data-slot="coupon-form"
      data-invalid={failure !== undefined || undefined}
      noValidate
      onSubmit={handleSubmit(apply)}
      className={cn("grid", className)}
      {...props}
    >
      {failure && (
        <Alert
          ref={alertRef}
          id={errorId}
          variant="destructive"
          className="mb-3"
          data-slot="coupon-form-error"
          data-error={failure}
        >
          <AlertCircleIcon />
          <AlertDescription>
            {errorMessages?.[failure] ?? t(`couponForm.error.${failure}` as const)}
          </AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <Field
          label={label ?? t("couponForm.label")}
          disabled={disabled}
          className="min-w-48 flex-1"
        >
          <Input
            {...register("coupon")}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={failure !== undefined || undefined}
            aria-describedby={failure ? errorId : undefined}
          />
        </Field>
        <Button
          type="submit"
          variant="secondary"
          data-slot="coupon-form-submit"
          loading={pending}
          disabled={disabled}
        >
          {submitLabel ?? t("couponForm.submit")}
        </Button>
      </div>
      {/* present from the start, so the polite region is known before it speaks */}
      <p
        role="status"
        data-slot="coupon-form-status"
        className="flex items-center gap-1.5 text-sm not-empty:mt-2"
      >
        {applied && <CheckIcon className="shrink-0 text-success" />}
        {applied && (appliedMessage ?? t("couponForm.applied"))}
      </p>
    </form>
  );
}
