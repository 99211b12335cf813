// The hosted payment page per payment mode (spec selling-core §2 card-provider page: a card
// or direct-debit form; §8 payment form errors). Errors are listed in an alert that takes
// focus on load (autofocus), each linking to its field; fields point at their message.
import { formatMoney } from "@shop/core";
import type { FieldProblems } from "./bank-details";
import { escapeHtml, renderLayout } from "./html";
import { format, MESSAGES, type PageLocale, type PageMessages } from "./messages";
import { DEMO_MODES, TEST_BIC, TEST_CARDS, TEST_IBAN } from "./outcomes";
import type { PaymentSession } from "./session";

export interface PageContext {
  session: PaymentSession;
  sealed: string;
  locale: PageLocale;
  /** What the visitor typed, shown again next to the errors (never the CVC). */
  values?: Record<string, string>;
  problems?: FieldProblems<string>;
}

type FieldName = keyof PageMessages["fields"];

interface FieldSpec {
  name: string;
  label: FieldName;
  autocomplete: string;
  inputmode?: "numeric" | "text";
  hint?: string;
  echo?: boolean;
}

function amountOf(context: PageContext): string {
  return formatMoney(context.session.amountCents, context.locale);
}

function errorSummary(m: PageMessages, fields: FieldSpec[], problems: FieldProblems<string>) {
  const items = fields
    .filter((field) => problems[field.name])
    .map((field) => {
      const text = format(m.problems[problems[field.name] ?? "invalid"], {
        field: escapeHtml(m.fields[field.label]),
      });
      return `<li><a href="#${field.name}">${text}</a></li>`;
    });
  if (items.length === 0) return "";
  return `<div class="error-summary" role="alert" tabindex="-1" autofocus aria-labelledby="error-summary-title">
<h2 id="error-summary-title">${escapeHtml(m.errorSummary)}</h2>
<ul>${items.join("")}</ul>
</div>`;
}

function field(m: PageMessages, spec: FieldSpec, context: PageContext): string {
  const problem = context.problems?.[spec.name];
  const describedBy = [spec.hint ? `${spec.name}-hint` : "", problem ? `${spec.name}-error` : ""]
    .filter(Boolean)
    .join(" ");
  const value = spec.echo === false ? "" : (context.values?.[spec.name] ?? "");
  const hint = spec.hint
    ? `<p class="hint" id="${spec.name}-hint">${escapeHtml(spec.hint)}</p>`
    : "";
  const error = problem
    ? `<p class="field-error" id="${spec.name}-error">${format(m.problems[problem], {
        field: escapeHtml(m.fields[spec.label]),
      })}</p>`
    : "";
  return `<div class="field">
<label for="${spec.name}">${escapeHtml(m.fields[spec.label])}</label>
${hint}<input type="text" id="${spec.name}" name="${spec.name}" value="${escapeHtml(value)}" autocomplete="${spec.autocomplete}"${spec.inputmode ? ` inputmode="${spec.inputmode}"` : ""} required${problem ? ' aria-invalid="true"' : ""}${describedBy ? ` aria-describedby="${describedBy}"` : ""}>
${error}</div>`;
}

function summaryList(m: PageMessages, context: PageContext): string {
  return `<dl class="summary">
<dt>${escapeHtml(format(m.order, { id: String(context.session.orderId) }))}</dt>
<dd>${escapeHtml(m.modes[DEMO_MODES[context.session.paymentModeId]?.key ?? "credit_card"])}</dd>
<dt>${escapeHtml(m.amount)}</dt>
<dd data-amount>${escapeHtml(amountOf(context))}</dd>
</dl>`;
}

function hiddenSession(context: PageContext): string {
  return `<input type="hidden" name="session" value="${escapeHtml(context.sealed)}">`;
}

function groupDigits(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, "$1 ");
}

function cardForm(m: PageMessages, context: PageContext): string {
  const fields: FieldSpec[] = [
    { name: "card_number", label: "card_number", autocomplete: "cc-number", inputmode: "numeric" },
    { name: "expiry", label: "expiry", autocomplete: "cc-exp", hint: m.expiryHint },
    { name: "cvc", label: "cvc", autocomplete: "cc-csc", inputmode: "numeric", echo: false },
    { name: "holder", label: "card_holder", autocomplete: "cc-name" },
  ];
  const testCards = Object.entries(TEST_CARDS)
    .map(([number, outcome]) => {
      const text = m.testCardOutcomes[outcome as keyof PageMessages["testCardOutcomes"]];
      return `<li><code>${groupDigits(number)}</code>: ${escapeHtml(text)}</li>`;
    })
    .join("");
  return `${errorSummary(m, fields, context.problems ?? {})}
${summaryList(m, context)}
<form method="post" action="pay" novalidate>
${hiddenSession(context)}
${fields.map((spec) => field(m, spec, context)).join("\n")}
<div class="actions"><button type="submit" class="primary">${escapeHtml(format(m.pay, { amount: amountOf(context) }))}</button></div>
</form>
<section class="test-data" aria-labelledby="test-data-title">
<h2 id="test-data-title">${escapeHtml(m.testCards)}</h2>
<ul>${testCards}</ul>
<p>${escapeHtml(m.testCardRest)}</p>
</section>`;
}

function sepaForm(m: PageMessages, context: PageContext): string {
  const fields: FieldSpec[] = [
    { name: "holder", label: "holder", autocomplete: "name" },
    { name: "iban", label: "iban", autocomplete: "off" },
    { name: "bic", label: "bic", autocomplete: "off" },
  ];
  return `${errorSummary(m, fields, context.problems ?? {})}
${summaryList(m, context)}
<form method="post" action="pay" novalidate>
${hiddenSession(context)}
${fields.map((spec) => field(m, spec, context)).join("\n")}
<p class="mandate">${escapeHtml(m.mandateText)}</p>
<div class="actions"><button type="submit" class="primary">${escapeHtml(format(m.grantMandate, { amount: amountOf(context) }))}</button></div>
</form>
<section class="test-data" aria-labelledby="test-data-title">
<h2 id="test-data-title">${escapeHtml(m.testCards)}</h2>
<p>${escapeHtml(format(m.testAccount, { iban: TEST_IBAN, bic: TEST_BIC }))}</p>
</section>`;
}

function approvalForm(m: PageMessages, context: PageContext, intro: string): string {
  return `${summaryList(m, context)}
<p>${escapeHtml(format(intro, { amount: amountOf(context) }))}</p>
<form method="post" action="pay">
${hiddenSession(context)}
<div class="actions">
<button type="submit" name="decision" value="approve" class="primary">${escapeHtml(m.approve)}</button>
<button type="submit" name="decision" value="cancel" class="secondary">${escapeHtml(m.cancel)}</button>
</div>
</form>`;
}

/** The page of the session's payment mode. */
export function renderPaymentPage(context: PageContext): string {
  const m = MESSAGES[context.locale];
  const mode = DEMO_MODES[context.session.paymentModeId];
  const heading = mode ? m.modes[mode.key] : m.title;
  let body: string;
  switch (mode?.page) {
    case "card":
      body = cardForm(m, context);
      break;
    case "sepa":
      body = sepaForm(m, context);
      break;
    case "wallet":
      body = approvalForm(m, context, m.walletIntro);
      break;
    default:
      body = approvalForm(m, context, m.bankIntro);
  }
  return renderLayout({
    locale: context.locale,
    heading,
    siteTitle: m.title,
    demoNotice: m.demoNotice,
    body,
  });
}

/** What a notice page explains: a link unknown or damaged, a link expired, an order closed. */
export type NoticeKind = "invalid" | "expired" | "orderClosed";

const NOTICE_TEXT = {
  invalid: { heading: "linkInvalidTitle", text: "linkInvalidText" },
  expired: { heading: "linkExpiredTitle", text: "linkExpiredText" },
  // The link leads to the shop's result route, which tells the same and keeps the cart.
  orderClosed: { heading: "orderClosedTitle", text: "orderClosedText" },
} as const satisfies Record<NoticeKind, Record<string, keyof PageMessages>>;

/** A page that only explains and links back (unknown, damaged or expired link; closed order). */
export function renderNoticePage(
  locale: PageLocale,
  kind: NoticeKind,
  shopUrl: string | null,
): string {
  const m = MESSAGES[locale];
  const words = NOTICE_TEXT[kind];
  const back = shopUrl
    ? `<p><a class="button secondary" href="${escapeHtml(shopUrl)}">${escapeHtml(m.backToShop)}</a></p>`
    : "";
  return renderLayout({
    locale,
    heading: m[words.heading],
    siteTitle: m.title,
    demoNotice: m.demoNotice,
    body: `<p>${escapeHtml(m[words.text])}</p>\n${back}`,
  });
}

/** The result page inside the shop's iframe: it leaves the frame for the shop's result route. */
export function renderLeaveFramePage(locale: PageLocale, returnUrl: string): string {
  const m = MESSAGES[locale];
  return renderLayout({
    locale,
    heading: m.doneTitle,
    siteTitle: m.title,
    demoNotice: m.demoNotice,
    leaveFrameScript: true,
    body: `<p>${escapeHtml(m.doneText)}</p>
<p><a class="button primary" data-return href="${escapeHtml(returnUrl)}" target="_parent">${escapeHtml(m.continueToShop)}</a></p>`,
  });
}
