// spec selling-core §2: the address routes of the annual-ticket personalization, with the order
// token, ticket sale and person slot (create_customer_address, update_customer_address with
// id): addressee, street, zip, city and country (§5: street, zip, city and country required).
// Saving goes back to the person slot with the address chosen.
import { Alert } from "@shop/ui/alert";
import { Button } from "@shop/ui/button";
import { Link as UiLink } from "@shop/ui/link";
import { Spinner } from "@shop/ui/spinner";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { personalizationBase, problemOf } from "../../features/annual/annual-rules";
import { useAnnualOrder, useAnnualWrites } from "../../features/annual/use-annual";
import {
  EMPTY_SHIPPING_ADDRESS,
  type ShippingAddressField,
  type ShippingAddressValues,
  shippingAddressErrorsOfServer,
  shippingAddressInputOf,
} from "../../features/checkout/shipping-address-fields";
import { useCountries } from "../../features/checkout/use-checkout-data";
import { AddressFields } from "../../features/forms/address-fields";
import { usePreloadedSchema } from "../../features/forms/contract-resolver";
import {
  SHIPPING_ADDRESS_RESOLVER,
  SHIPPING_ADDRESS_SCHEMA,
} from "../../features/forms/shipping-address-errors";
import { useLocale } from "../../i18n/locale-context";
import { ApiRequestError } from "../../lib/api-client";
import { usePageTitle } from "../../lib/use-page-title";
import { AnnualLoading, AnnualProblemPage } from "./annual-problem";
import { useAnnualT } from "./annual-texts";

export function PersonalizationAddressPage() {
  const t = useAnnualT();
  const { locale } = useLocale();
  const { token = "", ticketSaleId = "", personalizationId = "", addressId } = useParams();
  const order = useAnnualOrder(locale, token);
  const editing = addressId !== undefined;
  usePageTitle(t(editing ? "annual.address.editTitle" : "annual.address.newTitle"), t("app.name"));
  const base = personalizationBase(token);

  if (order.error) return <AnnualProblemPage problem={problemOf(order.error)} />;
  if (!order.data) {
    return <AnnualLoading />;
  }
  const stored = editing
    ? order.data.addresses.find((address) => String(address.id) === addressId)
    : undefined;
  // The billing address is the order's own: it is not edited here (the server says 409).
  if (editing && (!stored || stored.id === order.data.addresses[0]?.id)) {
    return <AnnualProblemPage problem="token" />;
  }
  return (
    <AddressForm
      locale={locale}
      token={token}
      back={`${base}/${ticketSaleId}/${personalizationId}`}
      stored={
        stored && {
          id: stored.id,
          values: {
            adressat: stored.adressat ?? "",
            street: stored.street,
            zip: stored.zip,
            city: stored.city,
            country_id: String(stored.country_id),
          },
        }
      }
    />
  );
}

function AddressForm({
  locale,
  token,
  back,
  stored,
}: {
  locale: string;
  token: string;
  back: string;
  stored: { id: number; values: ShippingAddressValues } | undefined;
}) {
  const t = useAnnualT();
  const navigate = useNavigate();
  const writes = useAnnualWrites(locale, token);
  const countries = useCountries(locale);
  usePreloadedSchema(SHIPPING_ADDRESS_SCHEMA);
  const form = useForm<ShippingAddressValues, { same: boolean }>({
    defaultValues: stored?.values ?? EMPTY_SHIPPING_ADDRESS,
    resolver: SHIPPING_ADDRESS_RESOLVER,
    context: { same: false },
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const invalid = Object.keys(errors).length > 0;
  const shown = invalid || failed;
  const [problem, setProblem] = useState<ReturnType<typeof problemOf>>();

  const save = async (values: ShippingAddressValues) => {
    setFailed(false);
    const { adressat, street, zip, city, country_id } = shippingAddressInputOf(values);
    const body = { address: { ...(adressat ? { adressat } : {}), street, zip, city, country_id } };
    try {
      const saved = stored
        ? await writes.updateAddress(stored.id, body)
        : await writes.createAddress(body);
      navigate(`${back}?address=${saved.id}`);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422) {
        // The server names `address.street` …: the form's fields without the prefix.
        const fields = Object.fromEntries(
          Object.entries((error.fields as Record<string, unknown> | undefined) ?? {}).map(
            ([path, messages]) => [path.replace(/^address\./, ""), messages],
          ),
        );
        const server = shippingAddressErrorsOfServer(fields);
        for (const [name, code] of Object.entries(server)) {
          form.setError(name as ShippingAddressField, { type: "server", message: code });
        }
        setFailed(Object.keys(server).length === 0);
        setAttempt((n) => n + 1);
        return;
      }
      setProblem(problemOf(error));
    }
  };
  const submit = form.handleSubmit(save, () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  });

  if (problem) return <AnnualProblemPage problem={problem} listPath={personalizationBase(token)} />;

  const list = countries.data?.data;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 py-8">
      <h1 className="font-bold font-heading text-3xl">
        {t(stored ? "annual.address.editTitle" : "annual.address.newTitle")}
      </h1>
      <form noValidate onSubmit={submit} className="grid gap-6">
        {shown && (
          <Alert focusOn={attempt} variant="destructive">
            {t(failed ? "annual.address.failed" : "annual.address.errors")}
          </Alert>
        )}
        {countries.isLoading && <Spinner label={t("annual.loading")} />}
        {countries.error && (
          <Alert variant="destructive">{t("checkout.shippingAddress.countriesFailed")}</Alert>
        )}
        {list && (
          <div className="grid gap-4 sm:grid-cols-2">
            <AddressFields
              form={form}
              countries={list}
              adressatLabel={t("annual.address.adressat")}
            />
          </div>
        )}
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" size="lg" loading={isSubmitting} loadingLabel={t("annual.saving")}>
            {t("annual.address.save")}
          </Button>
          <UiLink asChild variant="standalone">
            <Link to={back}>{t("annual.address.back")}</Link>
          </UiLink>
        </div>
      </form>
    </div>
  );
}
