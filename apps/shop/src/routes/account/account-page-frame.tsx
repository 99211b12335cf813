// The frame of the account pages outside the user area (login, registration, password reset,
// confirmation): the page's title as its heading and tab title.
import type { ReactNode } from "react";
import { useT } from "../../i18n/use-t";
import { usePageTitle } from "../../lib/use-page-title";

export function AccountPageFrame(props: { title: string; wide?: boolean; children: ReactNode }) {
  const t = useT();
  usePageTitle(props.title, t("app.name"));
  return (
    <div className={`mx-auto grid gap-6 py-8 ${props.wide ? "max-w-3xl" : "max-w-xl"}`}>
      <h1 className="font-bold font-heading text-3xl">{props.title}</h1>
      {props.children}
    </div>
  );
}
