// spec selling-core §2 cart "an address selector", surrounding-areas §6: a signed-in customer
// with several addresses chooses the billing address; the prices follow its audience
// (POST /cart billing_address_id) and the choice is kept in the cart (billingAddressId).
import type { CustomerAddress } from "@shop/core/contract";
import { Field } from "@shop/ui/field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@shop/ui/select";
import { useCartStore } from "../../features/cart/cart-context";
import { useT } from "../../i18n/use-t";

export function CartAddressSelect({
  addresses,
  chosen,
}: {
  addresses: readonly CustomerAddress[];
  chosen: CustomerAddress;
}) {
  const t = useT();
  const store = useCartStore();
  const labelOf = (address: CustomerAddress) => {
    const place = { street: address.street, zip: address.zip, city: address.city };
    const name = address.adressat ?? address.institution;
    return name
      ? t("cart.address.optionNamed", { name, ...place })
      : t("cart.address.option", place);
  };
  return (
    <Field label={t("cart.address.label")} hint={t("cart.address.hint")} className="max-w-xl">
      <Select
        value={String(chosen.id)}
        onValueChange={(id) => store.update({ billingAddressId: Number(id) })}
      >
        <SelectTrigger>
          {/* children, so the chosen address shows before the list first opens */}
          <SelectValue>{labelOf(chosen)}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {addresses.map((address) => (
            <SelectItem key={address.id} value={String(address.id)}>
              {labelOf(address)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );
}
