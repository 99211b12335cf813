// spec surrounding-areas §2: a generic error box with the title "Something went wrong whilst
// loading data" and a show-more part with status, status text and data.
import { Alert, AlertDescription, AlertTitle } from "@shop/ui/alert";
import { Collapsible, CollapsibleContent, ShowMoreTrigger } from "@shop/ui/collapsible";
import { useT } from "../../i18n/use-t";
import type { ApiRequestError } from "../../lib/api-client";

function ErrorBox({ error }: { error: ApiRequestError }) {
  const t = useT();
  return (
    <Alert variant="destructive" role="alert">
      <AlertTitle>{t("error.loadTitle")}</AlertTitle>
      <AlertDescription>
        <Collapsible>
          <ShowMoreTrigger />
          <CollapsibleContent>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="font-medium">{t("error.status")}</dt>
              <dd>{error.status}</dd>
              <dt className="font-medium">{t("error.statusText")}</dt>
              <dd>{error.statusText}</dd>
              <dt className="font-medium">{t("error.data")}</dt>
              <dd>
                <pre className="max-h-64 overflow-auto whitespace-pre-wrap break-all font-mono text-xs">
                  {JSON.stringify(error.data, null, 2)}
                </pre>
              </dd>
            </dl>
          </CollapsibleContent>
        </Collapsible>
      </AlertDescription>
    </Alert>
  );
}

export function GlobalErrors({ errors }: { errors: readonly ApiRequestError[] }) {
  if (errors.length === 0) return null;
  return (
    <div className="mb-6 grid gap-3">
      {errors.map((error, index) => (
        // Errors have no id; their order is fixed by the calls that produced them.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <ErrorBox key={index} error={error} />
      ))}
    </div>
  );
}
