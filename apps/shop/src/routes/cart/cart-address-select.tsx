// spec selling-core §2 cart "an address selector", surrounding-areas §6: a signed-in customer
// with several addresses chooses the billing address; the prices follow its audience
// (POST /cart billing_address_id) and the choice is kept in the cart (billingAddressId).
import type { CustomerAddress } from "@shop/core/contract";
import { Field } from "@shop/ui/field";
import { Link as UiLink } from "@shop/ui/link";
import { NativeSelect } from "@shop/ui/native-select";
import { Link } from "react-router";
import { useCartWrites } from "../../features/cart/use-cart-writes";
import { useT } from "../../i18n/use-t";

const MANAGE = "/addresses?select=billing&redirectState=%2Fcart";

export function CartAddressSelect({
  addresses,
  chosen,
}: {
  addresses: readonly CustomerAddress[];
  chosen: CustomerAddress;
}) {
  const t = useT();
  const writes = useCartWrites();
  const labelOf = (address: CustomerAddress) => {
    const place = { street: address.street, zip: address.zip, city: address.city };
    const name = address.adressat ?? address.institution;
    return name
      ? t("cart.address.optionNamed", { name, ...place })
      : t("cart.address.option", place);
  };
  return (
    <div className="grid max-w-xl gap-2">
      <Field label={t("cart.address.label")} hint={t("cart.address.hint")}>
        {/* native (the issue "speed"): no Radix Select and floating-ui in the cart's first load */}
        <NativeSelect
          value={String(chosen.id)}
          onChange={(event) => writes.setBillingAddress(Number(event.target.value))}
        >
          {addresses.map((address) => (
            <option key={address.id} value={String(address.id)}>
              {labelOf(address)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {/* surrounding-areas §2 /addresses?select: the addresses in full, new ones, and back here */}
      <p>
        <UiLink asChild variant="standalone">
          <Link to={MANAGE}>{t("cart.address.manage")}</Link>
        </UiLink>
      </p>
    </div>
  );
}
