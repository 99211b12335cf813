// spec selling-core §2 shop.onepager, §4 "One-pager", §9: the one-pager's second part, once
// "next" has signed the customer in and held the tickets: who orders (with the way back to the
// choice), the attendee forms of personal tickets, and the checkout's own order step — the
// overview with line totals, total and VAT per rate, the VAT exemption of ticket sales where it
// applies (German VAT act §4 No. 20a), the reminder to carry photo ID, the payment methods with
// their icons, the terms and the buy button. Loaded with the late texts (AllTexts).
import type { CartAnswer, Ticket } from "@shop/core/contract";
import { Alert } from "@shop/ui/alert";
import { Button } from "@shop/ui/button";
import { useEffect, useRef } from "react";
import { isVatExempt } from "../../features/onepager/onepager-rules";
import { useLocale } from "../../i18n/locale-context";
import { CheckoutProcess } from "../checkout/checkout-process";
import { OnepagerAttendees, useOnepagerAttendees } from "./onepager-attendees";
import { useOnepagerT } from "./onepager-texts";

export function OnepagerReview(props: {
  /** The tickets on sale (the attendee rules of the cart's lines). */
  tickets: readonly Ticket[];
  /** Who orders, as one line. */
  customer: string;
  busy: boolean;
  /** Whether the overview takes the focus when shown ("next", not a reload). */
  focusOnShow: boolean;
  /** Bumped when "change" could not give the places back: the alert says so. */
  changeFailed: number;
  onChange: () => void;
}) {
  const t = useOnepagerT();
  const { locale } = useLocale();
  const attendees = useOnepagerAttendees(props.tickets);
  // Shown once "next" has held the tickets: the keyboard goes on from here (WCAG 2.4.3).
  const heading = useRef<HTMLHeadingElement>(null);
  const focusOnShow = useRef(props.focusOnShow);
  useEffect(() => {
    if (focusOnShow.current) heading.current?.focus();
  }, []);
  return (
    <div className="grid gap-8">
      <section aria-labelledby="onepager-review" className="grid gap-3">
        <h2
          id="onepager-review"
          ref={heading}
          tabIndex={-1}
          className="font-heading font-semibold text-xl"
        >
          {t("onepager.review.heading")}
        </h2>
        {props.changeFailed > 0 && (
          <Alert focusOn={props.changeFailed} variant="destructive" data-error="change">
            {t("onepager.changeFailed")}
          </Alert>
        )}
        <dl className="grid gap-1">
          <dt className="font-semibold">{t("onepager.review.customer")}</dt>
          <dd className="break-words">{props.customer}</dd>
        </dl>
        <div>
          <Button variant="outline" loading={props.busy} onClick={props.onChange}>
            {t("onepager.change")}
          </Button>
        </div>
      </section>
      {attendees.entries.length > 0 && <OnepagerAttendees state={attendees} />}
      <CheckoutProcess
        locale={locale}
        beforeBuy={attendees.save}
        onepager
        notes={(answer) => <OnepagerNotes answer={answer} />}
      />
    </div>
  );
}

/**
 * spec selling-core §5, §9: under the overview, the VAT exemption of ticket sales where no line
 * carries VAT, and the reminder to carry photo ID.
 */
function OnepagerNotes({ answer }: { answer: CartAnswer }) {
  const t = useOnepagerT();
  return (
    <ul className="grid list-disc gap-1 pl-5 text-sm">
      {isVatExempt(answer) && <li data-note="vat">{t("onepager.vatExempt")}</li>}
      <li data-note="photo-id">{t("onepager.photoId")}</li>
    </ul>
  );
}
