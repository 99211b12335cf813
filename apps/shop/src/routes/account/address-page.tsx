// spec surrounding-areas §2 /addresses/new and /addresses/{id}: the address form (addressee,
// institution, cost centre, street, postal code, city, country; billing or delivery; §5:
// street, zip, city and country required). Saving goes back to the list (keeping its select
// mode); an address an order names cannot change (409: the page says so and offers a new one).

import { ADDRESS_TYPES } from "@shop/core/constants";
import type { CustomerAddress } from "@shop/core/contract";
import { Alert } from "@shop/ui/alert";
import { Button, buttonVariants } from "@shop/ui/button";
import { Spinner } from "@shop/ui/spinner";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import {
  ADDRESS_FIELDS,
  ADDRESS_RESOLVER,
  type AddressValues,
  addressRequestOf,
  addressValuesOf,
} from "../../features/account/account-fields";
import {
  type AccountKey,
  useAccountFieldParts,
  useAccountT,
} from "../../features/account/account-texts";
import { useAddressBook } from "../../features/account/use-account";
import { useCountries } from "../../features/checkout/use-checkout-data";
import { FormAlert } from "../../features/forms/form-alert";
import { useFormAlert } from "../../features/forms/use-form-alert";
import { useLocale } from "../../i18n/locale-context";
import { UserArea } from "./user-area";

// surrounding-areas §9: "Address country default Germany".
const GERMANY = 60;

const LABEL: Record<keyof AddressValues, AccountKey> = {
  adressat: "account.addresses.adressat",
  institution: "account.addresses.institution",
  cost_centre: "account.addresses.costCentre",
  street: "account.form.street",
  zip: "account.form.zip",
  city: "account.form.city",
  country_id: "account.form.country",
  adress_type_id: "account.addresses.type",
};

export function AddressPage() {
  const t = useAccountT();
  const { id } = useParams();
  const editing = id !== undefined && id !== "new";
  return (
    <UserArea title={t(editing ? "account.addresses.editTitle" : "account.addresses.newTitle")}>
      {() => <AddressFormLoader id={editing ? Number(id) : undefined} />}
    </UserArea>
  );
}

function AddressFormLoader({ id }: { id: number | undefined }) {
  const t = useAccountT();
  const { locale } = useLocale();
  const book = useAddressBook(locale);
  const countries = useCountries(locale);
  if ((book.list.isLoading && !book.list.data) || countries.isLoading) {
    return <Spinner label={t("account.addresses.loading")} />;
  }
  if (!book.list.data || !countries.data) {
    return <Alert variant="destructive">{t("account.addresses.failed")}</Alert>;
  }
  const address =
    id === undefined ? undefined : book.list.data.customer_addresses.find((one) => one.id === id);
  if (id !== undefined && !address) {
    return (
      <>
        <Alert variant="destructive">{t("account.addresses.notFound")}</Alert>
        <p>
          <Link to="/addresses" className={buttonVariants({ variant: "secondary" })}>
            {t("account.addresses.back")}
          </Link>
        </p>
      </>
    );
  }
  return (
    <AddressForm
      address={address}
      countries={countries.data.data.map((country) => ({ id: country.id, label: country.name }))}
    />
  );
}

function AddressForm(props: {
  address: CustomerAddress | undefined;
  countries: { id: number; label: string }[];
}) {
  const t = useAccountT();
  const { locale } = useLocale();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const book = useAddressBook(locale);
  const form = useForm<AddressValues>({
    defaultValues: addressValuesOf(props.address, GERMANY),
    resolver: ADDRESS_RESOLVER,
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const alert = useFormAlert(form);
  const parts = useAccountFieldParts(form, (name) => t(LABEL[name]));
  const list = `/addresses${search.size > 0 ? `?${search}` : ""}`;
  const submit = alert.submit(async (values) => {
    const body = addressRequestOf(values);
    if (props.address) await book.update(props.address.id, body);
    else await book.create(body);
    navigate(list);
  }, ADDRESS_FIELDS);

  return (
    <>
      <FormAlert
        alert={alert}
        summary={t("account.form.errorSummary")}
        failed={(problem) =>
          t(problem.status === 409 ? "account.addresses.inUse" : "account.addresses.saveFailed")
        }
      />
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        {parts.select("adress_type_id", [
          { id: ADDRESS_TYPES.invoice, label: t("account.addresses.billing") },
          { id: ADDRESS_TYPES.delivery, label: t("account.addresses.delivery") },
        ])}
        {parts.text("adressat", { autoComplete: "name", required: false })}
        {parts.text("institution", { autoComplete: "organization", required: false })}
        {parts.text("cost_centre", { autoComplete: "off", required: false })}
        {parts.text("street", { autoComplete: "street-address" })}
        {parts.text("zip", { autoComplete: "postal-code" })}
        {parts.text("city", { autoComplete: "address-level2" })}
        {parts.select("country_id", props.countries, { choose: t("account.form.choose") })}
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button
            type="submit"
            loading={form.formState.isSubmitting}
            loadingLabel={t("account.profile.saving")}
          >
            {t("account.profile.save")}
          </Button>
          <Link to={list} className={buttonVariants({ variant: "secondary" })}>
            {t("account.profile.cancel")}
          </Link>
        </div>
      </form>
    </>
  );
}
