// spec surrounding-areas §5: "An invalid form shows a global form error banner and focuses the
// alert"; §8: a refused call (a wrong login, a dead link, a rate limit) says so in the same
// place. One hook for the account forms: what the alert says, and the count of failed attempts
// that moves focus to it (@shop/ui Alert focusOn; react-hook-form publishes a failed submit's
// errors one render after its onInvalid ran, so the alert may appear a render late: it takes the
// focus as it mounts then).
import type { ErrorCode } from "@shop/core/contract";
import { useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiRequestError } from "../../lib/api-client";
import { type Refusal, type RefusalCode, refusalOf } from "../../lib/refusal-text";
import type { AccountErrorCode } from "./contract-resolver";

// STYLE "map an error code to its text in one table, once": a server's field error whose code
// has a field text of its own shows that text; any other shows "invalid".
const FIELD_CODES: Partial<Record<ErrorCode, AccountErrorCode>> = {
  password_too_common: "commonPassword",
};

/** The field code a failed call's field errors show (account.field.<code>). */
function fieldCodeOf(error: unknown): AccountErrorCode {
  const code = error instanceof ApiRequestError ? error.code : undefined;
  return (code !== undefined && FIELD_CODES[code as ErrorCode]) || "invalid";
}

/** Why the last attempt failed, beside the fields the form marks. */
export type FormProblem =
  | { kind: "refusal"; refusal: Refusal }
  /** The call failed: `code` is the API's error code when it gave one (e.g. "unauthorized"). */
  | { kind: "failed"; status: number | undefined; code: string | undefined };

export function useFormAlert<Values extends FieldValues>(form: UseFormReturn<Values>) {
  const [problem, setProblem] = useState<FormProblem | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const invalid = Object.keys(form.formState.errors).length > 0;
  const shown = invalid || problem !== undefined;

  return {
    /** Failed attempts so far: the alert's focusOn. */
    attempt,
    problem,
    invalid,
    shown,
    /**
     * The submit handler: `send` with the valid values; a field error of the server (its
     * `error.fields`, spec §5: the first message per field, `full_messages` skipped) marks the
     * field among `fields`, a refusal among `refusals` says its own text (lib/refusal-text.ts),
     * any other failure becomes the problem the alert names.
     */
    submit(
      send: (values: Values) => Promise<void>,
      fields: readonly Path<Values>[],
      refusals: readonly RefusalCode[] = ["rate_limit"],
    ) {
      return form.handleSubmit(
        async (values) => {
          setProblem(undefined);
          try {
            await send(values);
          } catch (error) {
            const refusal = refusalOf(error, refusals);
            const marked = refusal ? [] : serverFieldsOf(error, fields);
            for (const name of marked) {
              form.setError(name, { type: "server", message: fieldCodeOf(error) });
            }
            if (refusal) setProblem({ kind: "refusal", refusal });
            else if (marked.length === 0) {
              setProblem({
                kind: "failed",
                status: error instanceof ApiRequestError ? error.status : undefined,
                code: error instanceof ApiRequestError ? (error.code ?? undefined) : undefined,
              });
            }
            setAttempt((n) => n + 1);
          }
        },
        () => {
          setProblem(undefined);
          setAttempt((n) => n + 1);
        },
      );
    },
  };
}

/** The fields among `fields` a failed call's `error.fields` names. */
function serverFieldsOf<Name extends string>(error: unknown, fields: readonly Name[]): Name[] {
  const named = error instanceof ApiRequestError ? error.fields : undefined;
  if (typeof named !== "object" || named === null) return [];
  return fields.filter((field) => field !== "full_messages" && Object.hasOwn(named, field));
}
