// spec surrounding-areas §5: "An invalid form shows a global form error banner and focuses the
// alert"; §8: a refused call (a wrong login, a dead link, a rate limit) says so in the same
// place. One hook for the account forms: what the alert says, and focus on it after each
// failed attempt (react-hook-form publishes a failed submit's errors one render after its
// onInvalid ran, so the alert may appear a render late: focus follows it then too).
import { useEffect, useRef, useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiRequestError } from "../../lib/api-client";
import { type Refusal, refusalOf } from "../../lib/refusal-text";

/** Why the last attempt failed, beside the fields the form marks. */
export type FormProblem =
  | { kind: "refusal"; refusal: Refusal }
  /** The call failed: `code` is the API's error code when it gave one (e.g. "unauthorized"). */
  | { kind: "failed"; status: number | undefined; code: string | undefined };

export function useFormAlert<Values extends FieldValues>(form: UseFormReturn<Values>) {
  const [problem, setProblem] = useState<FormProblem | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const ref = useRef<HTMLDivElement>(null);
  const invalid = Object.keys(form.formState.errors).length > 0;
  const shown = invalid || problem !== undefined;
  useEffect(() => {
    if (attempt > 0 && shown) ref.current?.focus();
  }, [attempt, shown]);

  return {
    ref,
    problem,
    invalid,
    shown,
    /**
     * The submit handler: `send` with the valid values; a field error of the server (its
     * `error.fields`, spec §5: the first message per field, `full_messages` skipped) marks the
     * field among `fields`, any other failure becomes the problem the alert names.
     */
    submit(send: (values: Values) => Promise<void>, fields: readonly Path<Values>[]) {
      return form.handleSubmit(
        async (values) => {
          setProblem(undefined);
          try {
            await send(values);
          } catch (error) {
            const refusal = refusalOf(error);
            const marked = refusal ? [] : serverFieldsOf(error, fields);
            for (const name of marked) {
              form.setError(name, { type: "server", message: "invalid" });
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
