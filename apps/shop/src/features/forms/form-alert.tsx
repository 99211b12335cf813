// spec surrounding-areas §5: "An invalid form shows a global form error banner and focuses the
// alert"; §8: a refused call says so in the same place. The alert of the field kit: a rate
// limit names its wait (lib/refusal-text.ts), a failed call says the form's `failed` text,
// wrong fields its `summary`; it takes the focus on each failed attempt (@shop/ui Alert
// focusOn, the count ./use-form-alert.ts keeps).
import { Alert } from "@shop/ui/alert";
import { useT } from "../../i18n/use-t";
import { refusalMessage } from "../../lib/refusal-text";
import type { FormProblem } from "./use-form-alert";

export function FormAlert(props: {
  alert: { attempt: number; problem: FormProblem | undefined; shown: boolean };
  /** What wrong fields make the alert say ("Please check the marked fields"). */
  summary: string;
  /** What a failed call makes it say (the form knows what its failures mean). */
  failed: (problem: Extract<FormProblem, { kind: "failed" }>) => string;
  /** A hook for the browser journeys, e.g. "customer" (data-error="customer-invalid"). */
  name?: string;
}) {
  const t = useT();
  const { problem, shown, attempt } = props.alert;
  if (!shown) return null;
  let text: string;
  if (problem?.kind === "refusal") {
    const { key, values } = refusalMessage(problem.refusal);
    text = t(key, values);
  } else if (problem?.kind === "failed") text = props.failed(problem);
  else text = props.summary;
  const kind = problem?.kind === "failed" ? "failed" : (problem?.kind ?? "invalid");
  return (
    <Alert
      focusOn={attempt}
      variant="destructive"
      data-error={props.name ? `${props.name}-${kind}` : undefined}
    >
      {text}
    </Alert>
  );
}
