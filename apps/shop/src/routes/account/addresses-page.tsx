// spec surrounding-areas §2 /addresses?select: the customer's addresses (addressee,
// institution, cost centre, street, place, country, billing or delivery), each to edit or
// delete, and a new one; an address an order names stays as it was (409: the page says so).
// In select mode (from the cart's address selector) each billing address can be chosen: the
// cart keeps it (billingAddressId, whose price target audience the prices follow, §6) and the
// visitor goes back (redirectState, else the cart).
import { ADDRESS_TYPES } from "@shop/core/constants";
import type { CustomerAddress } from "@shop/core/contract";
import { Alert } from "@shop/ui/alert";
import { Badge } from "@shop/ui/badge";
import { Button, buttonVariants } from "@shop/ui/button";
import { Spinner } from "@shop/ui/spinner";
import { useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useAccountT } from "../../features/account/account-texts";
import { redirectTarget } from "../../features/account/redirect-state";
import { useAddressBook } from "../../features/account/use-account";
import { useCart } from "../../features/cart/cart-context";
import { useCartWrites } from "../../features/cart/use-cart-writes";
import { useCountries } from "../../features/checkout/use-checkout-data";
import { useLocale } from "../../i18n/locale-context";
import { ApiRequestError } from "../../lib/api-client";
import { UserArea } from "./user-area";

export function AddressesPage() {
  const t = useAccountT();
  return <UserArea title={t("account.addresses.title")}>{() => <AddressList />}</UserArea>;
}

function AddressList() {
  const t = useAccountT();
  const { locale } = useLocale();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const book = useAddressBook(locale);
  const countries = useCountries(locale);
  const cart = useCart();
  const writes = useCartWrites();
  const selecting = search.has("select");
  const back = redirectTarget(search, "/cart");
  const [problem, setProblem] = useState<"inUse" | "failed" | undefined>(undefined);
  const [deleted, setDeleted] = useState(false);
  // The address whose deletion waits for "yes" (a second click, never a slip of the first).
  const [confirming, setConfirming] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, error, isLoading } = book.list;

  if (isLoading && !data) return <Spinner label={t("account.addresses.loading")} />;
  if (error || !data) return <Alert variant="destructive">{t("account.addresses.failed")}</Alert>;
  const countryName = (id: number) =>
    countries.data?.data.find((country) => country.id === id)?.name ?? "";
  const remove = async (address: CustomerAddress) => {
    setProblem(undefined);
    setDeleted(false);
    setConfirming(null);
    try {
      await book.remove(address.id);
      setDeleted(true);
      heading.current?.focus();
    } catch (failure) {
      setProblem(failure instanceof ApiRequestError && failure.status === 409 ? "inUse" : "failed");
    }
  };
  const choose = (address: CustomerAddress) => {
    writes.setBillingAddress(address.id);
    navigate(back);
  };
  const newAddress = `/addresses/new${selecting ? `?${search}` : ""}`;

  return (
    <>
      <h2 ref={heading} tabIndex={-1} className="sr-only">
        {t(selecting ? "account.addresses.selectHeading" : "account.addresses.listHeading")}
      </h2>
      {selecting && <p>{t("account.addresses.selectText")}</p>}
      {problem && (
        <Alert variant="destructive">
          {t(problem === "inUse" ? "account.addresses.inUse" : "account.addresses.deleteFailed")}
        </Alert>
      )}
      {deleted && (
        <Alert role="status" variant="success">
          {t("account.addresses.deleted")}
        </Alert>
      )}
      {data.customer_addresses.length === 0 ? (
        <p>{t("account.addresses.none")}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {data.customer_addresses.map((address) => {
            const billing = address.adress_type_id !== ADDRESS_TYPES.delivery;
            const chosen = cart.billingAddressId === address.id;
            const title = address.adressat ?? address.institution ?? address.street;
            return (
              <li key={address.id} className="grid content-start gap-2 rounded-md border p-4">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{title}</span>
                  <Badge variant="outline">
                    {t(billing ? "account.addresses.billing" : "account.addresses.delivery")}
                  </Badge>
                  {address.has_collective_invoice_payment && (
                    <Badge variant="info">{t("account.addresses.collectiveInvoice")}</Badge>
                  )}
                </p>
                <address className="not-italic">
                  {address.institution && <span className="block">{address.institution}</span>}
                  {address.cost_centre && (
                    <span className="block">
                      {t("account.addresses.costCentreIs", { cost: address.cost_centre })}
                    </span>
                  )}
                  <span className="block">{address.street}</span>
                  <span className="block">
                    {address.zip} {address.city}
                  </span>
                  <span className="block">{countryName(address.country_id)}</span>
                </address>
                {confirming === address.id ? (
                  <fieldset className="grid gap-2">
                    <legend>{t("account.addresses.confirmDelete")}</legend>
                    <p className="flex flex-wrap gap-2">
                      <Button
                        type="button"
                        size="sm"
                        variant="destructive"
                        // the question replaced the button that had the focus
                        ref={(button) => button?.focus()}
                        onClick={() => void remove(address)}
                      >
                        {t("account.addresses.deleteYes")}
                      </Button>
                      <Button
                        type="button"
                        size="sm"
                        variant="secondary"
                        onClick={() => {
                          setConfirming(null);
                          // back to the delete button the question replaced
                          requestAnimationFrame(() =>
                            document.getElementById(`delete-${address.id}`)?.focus(),
                          );
                        }}
                      >
                        {t("account.addresses.deleteNo")}
                      </Button>
                    </p>
                  </fieldset>
                ) : (
                  <p className="flex flex-wrap gap-2">
                    {selecting && billing && (
                      <Button
                        type="button"
                        size="sm"
                        aria-pressed={chosen}
                        onClick={() => choose(address)}
                      >
                        {t("account.addresses.choose")}
                        <span className="sr-only">: {title}</span>
                      </Button>
                    )}
                    <Link
                      to={`/addresses/${address.id}${selecting ? `?${search}` : ""}`}
                      className={buttonVariants({ variant: "secondary", size: "sm" })}
                    >
                      {t("account.addresses.edit")}
                      <span className="sr-only">: {title}</span>
                    </Link>
                    {!selecting && (
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        id={`delete-${address.id}`}
                        onClick={() => setConfirming(address.id)}
                      >
                        {t("account.addresses.delete")}
                        <span className="sr-only">: {title}</span>
                      </Button>
                    )}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p className="flex flex-wrap gap-3">
        <Link to={newAddress} className={buttonVariants({})}>
          {t("account.addresses.new")}
        </Link>
        {selecting && (
          <Link to={back} className={buttonVariants({ variant: "secondary" })}>
            {t("account.addresses.back")}
          </Link>
        )}
      </p>
    </>
  );
}
