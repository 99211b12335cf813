import { type ComponentProps, type FormEvent, useEffect, useId, useRef, useState } from "react";
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

/** spec selling-core §5: coupon entry needs a non-empty code, else the error `empty`. */
export function couponCodeError(code: string): CouponError | undefined {
  return code.trim() === "" ? "empty" : undefined;
}

/**
 * Asks `onSubmit` about a code that passed couponCodeError, trimmed; a rejected promise counts
 * as `error` (spec selling-core §8). Shared by CouponForm and by forms that keep the code
 * themselves (react-hook-form and CouponFormView).
 */
export async function attemptCoupon(
  code: string,
  onSubmit: (code: string) => Promise<CouponSubmitResult>,
): Promise<CouponSubmitResult> {
  try {
    return await onSubmit(code.trim());
  } catch {
    return { error: "error" };
  }
}

export type CouponFormViewProps = Omit<ComponentProps<"form">, "children"> & {
  /** The code input's props: its value and change handler, or a form library's registration. */
  inputProps: ComponentProps<"input">;
  /** The error to show; its alert takes the focus whenever `attempt` changes with one. */
  failure: CouponError | undefined;
  /** Counts failed attempts, so a repeated error moves the focus again. */
  attempt: number;
  pending: boolean;
  /** A code was just applied: the status line says so. */
  applied: boolean;
  label?: string;
  submitLabel?: string;
  errorMessages?: Partial<Record<CouponError, string>>;
  appliedMessage?: string;
  disabled?: boolean;
};

/**
 * The coupon-code form as it shows (spec selling-core §2, §5, §8), for a caller that keeps the
 * code and the outcome itself (the shop: react-hook-form). CouponForm is the same form with
 * its own state.
 */
export function CouponFormView({
  inputProps,
  failure,
  attempt,
  pending,
  applied,
  label,
  submitLabel,
  errorMessages,
  appliedMessage,
  disabled = false,
  className,
  ...props
}: CouponFormViewProps) {
  const { t } = useUiText(couponFormMessages);
  const errorId = useId();
  const alertRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` moves the focus again
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure, attempt]);

  return (
    <form
      data-slot="coupon-form"
      data-invalid={failure !== undefined || undefined}
      noValidate
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
            name="coupon"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...inputProps}
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

/**
 * The coupon-code form of the cart (spec selling-core §2, §5, §8), with its own state. An empty
 * code is refused as `empty` without asking the server; an error shows in an alert that takes
 * focus, and repeating the same error takes focus again.
 */
export function CouponForm({
  onSubmit,
  defaultCode = "",
  disabled = false,
  ...props
}: CouponFormProps) {
  const [code, setCode] = useState(defaultCode);
  const [pending, setPending] = useState(false);
  const [applied, setApplied] = useState(false);
  const [failure, setFailure] = useState<CouponError | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || disabled) return;
    setApplied(false);
    const fail = (error: CouponError) => {
      setFailure(error);
      setAttempt((count) => count + 1);
    };
    const invalid = couponCodeError(code);
    if (invalid) {
      fail(invalid);
      return;
    }
    setPending(true);
    const result = await attemptCoupon(code, onSubmit);
    setPending(false);
    if ("error" in result) {
      fail(result.error);
    } else {
      setFailure(undefined);
      setApplied(true);
      setCode("");
    }
  };

  return (
    <CouponFormView
      {...props}
      onSubmit={handleSubmit}
      inputProps={{ value: code, onChange: (event) => setCode(event.target.value) }}
      failure={failure}
      attempt={attempt}
      pending={pending}
      applied={applied}
      disabled={disabled}
    />
  );
}
