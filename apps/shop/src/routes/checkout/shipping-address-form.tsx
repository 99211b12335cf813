// spec selling-core §2 shop.checkout.shipping-address and §5: "same as billing" (checked by
// default) goes straight on; otherwise addressee, street, zip, city and country, of which street,
// zip, city and country are required. An invalid form shows an alert, focus moves to it and each
// wrong field says so; a server 422 marks the fields it names. The address is stored as a
// delivery address of the customer and its id goes with the order (cart.shippingAddressId).
import type { CustomerAddress } from "@shop/core/contract";
import { Alert } from "@shop/ui/alert";
import { Button } from "@shop/ui/button";
import { Checkbox } from "@shop/ui/checkbox";
import { Label } from "@shop/ui/field";
import { Link as UiLink } from "@shop/ui/link";
import { Spinner } from "@shop/ui/spinner";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { useCartWrites } from "../../features/cart/use-cart-writes";
import { addressLine, SHIPPING_CONFIRMED } from "../../features/checkout/order-addresses";
import {
  EMPTY_SHIPPING_ADDRESS,
  isSameAddress,
  type ShippingAddressField,
  type ShippingAddressValues,
  shippingAddressErrorsOfServer,
  shippingAddressInputOf,
  valuesOfAddress,
} from "../../features/checkout/shipping-address-fields";
import { useCountries } from "../../features/checkout/use-checkout-data";
import { useCreateAddress } from "../../features/checkout/use-checkout-writes";
import { AddressFields } from "../../features/forms/address-fields";
import { usePreloadedSchema } from "../../features/forms/contract-resolver";
import {
  SHIPPING_ADDRESS_RESOLVER,
  SHIPPING_ADDRESS_SCHEMA,
} from "../../features/forms/shipping-address-errors";
import { useT } from "../../i18n/use-t";
import { ApiRequestError } from "../../lib/api-client";

export function ShippingAddressForm({
  locale,
  billing,
  stored,
}: {
  locale: string;
  billing: CustomerAddress | undefined;
  /** The delivery address chosen before (cart.shippingAddressId), shown again to change. */
  stored: CustomerAddress | undefined;
}) {
  const t = useT();
  const writes = useCartWrites();
  const navigate = useNavigate();
  const createAddress = useCreateAddress(locale);
  const sameId = useId();
  const countries = useCountries(locale);
  const [same, setSame] = useState(stored === undefined);
  usePreloadedSchema(SHIPPING_ADDRESS_SCHEMA);
  const form = useForm<ShippingAddressValues, { same: boolean }>({
    defaultValues: stored ? valuesOfAddress(stored) : EMPTY_SHIPPING_ADDRESS,
    resolver: SHIPPING_ADDRESS_RESOLVER,
    // Same as billing sends no address of its own, so nothing is checked then.
    context: { same },
    reValidateMode: "onSubmit",
    // The alert above takes the focus (it names every field), not the first field.
    shouldFocusError: false,
  });
  const { errors, isSubmitting: saving } = form.formState;
  const [failed, setFailed] = useState(false);
  // Bumped per failed submit, so focus moves to the alert again on each attempt.
  const [attempt, setAttempt] = useState(0);
  const invalid = Object.keys(errors).length > 0;

  const goOn = (shippingAddressId: number | null) => {
    writes.setShippingAddress(shippingAddressId);
    navigate("/checkout", { state: SHIPPING_CONFIRMED });
  };

  const save = async (values: ShippingAddressValues) => {
    setFailed(false);
    // spec §2: same as billing sends no shipping address of its own.
    if (same) {
      goOn(null);
      return;
    }
    // Back here and on unchanged: the address made before serves again, no copy of it.
    if (stored && isSameAddress(values, stored)) {
      goOn(stored.id);
      return;
    }
    try {
      const created = await createAddress(shippingAddressInputOf(values));
      goOn(created.id);
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fields : undefined;
      const server = shippingAddressErrorsOfServer(fields);
      for (const [name, code] of Object.entries(server)) {
        form.setError(name as ShippingAddressField, { type: "server", message: code });
      }
      setFailed(Object.keys(server).length === 0);
      setAttempt((n) => n + 1);
    }
  };
  const confirm = form.handleSubmit(save, () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  });

  const addressFields = () => {
    if (countries.isLoading) return <Spinner label={t("checkout.loading")} />;
    const list = countries.data?.data;
    if (countries.error || !list) {
      return <Alert variant="destructive">{t("checkout.shippingAddress.countriesFailed")}</Alert>;
    }
    return (
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-heading font-semibold text-xl">
          {t("checkout.shippingAddress.legend")}
        </legend>
        <p className="text-muted-foreground text-sm sm:col-span-2">
          {t("checkout.shippingAddress.intro")}
        </p>
        <AddressFields
          form={form}
          countries={list}
          adressatLabel={t("checkout.shippingAddress.adressat")}
          section="shipping"
        />
      </fieldset>
    );
  };

  return (
    <form noValidate onSubmit={confirm} className="grid gap-6">
      {!same && (invalid || failed) && (
        // react-hook-form publishes a failed submit's errors after its onInvalid ran, so the
        // alert may appear one render after the attempt: it takes the focus as it mounts.
        <Alert focusOn={attempt} variant="destructive">
          {failed
            ? t("checkout.shippingAddress.failed")
            : t("checkout.shippingAddress.errorSummary")}
        </Alert>
      )}
      <div className="flex items-start gap-2">
        <Checkbox
          id={sameId}
          checked={same}
          aria-describedby={billing ? `${sameId}-billing` : undefined}
          onCheckedChange={(checked) => {
            setSame(checked === true);
            form.clearErrors();
            setFailed(false);
          }}
        />
        <div className="grid gap-1">
          <Label htmlFor={sameId}>{t("checkout.shippingAddress.same")}</Label>
          {billing && (
            <p id={`${sameId}-billing`} className="text-muted-foreground text-sm">
              {t("checkout.shippingAddress.billing", { address: addressLine(billing) })}
            </p>
          )}
        </div>
      </div>
      {!same && addressFields()}
      <div className="flex flex-wrap items-center gap-4">
        <Button
          type="submit"
          size="lg"
          loading={saving}
          loadingLabel={t("checkout.shippingAddress.saving")}
        >
          {t("checkout.shippingAddress.confirm")}
        </Button>
        <UiLink asChild variant="standalone">
          <Link to="/cart">{t("checkout.backToCart")}</Link>
        </UiLink>
      </div>
    </form>
  );
}
