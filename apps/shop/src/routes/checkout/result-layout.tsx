// The frame of the checkout's result pages and its shipping address step: the page title, a
// focused heading (the page changed without a reload, WCAG 2.4.3) and the content.
import { type ReactNode, useEffect, useRef } from "react";
import { useT } from "../../i18n/use-t";
import { usePageTitle } from "../../lib/use-page-title";

export function ResultLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  usePageTitle(title, t("app.name"));
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto grid max-w-3xl gap-6 py-8">
      <h1 ref={heading} tabIndex={-1} className="font-bold font-heading text-3xl">
        {title}
      </h1>
      {children}
    </div>
  );
}
