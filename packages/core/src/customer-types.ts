// spec surrounding-areas §3 Customer, §5: the customer types the registration form offers are
// price target audiences (./constants/price-target-audiences.ts); a VIP audience never is.
import { CUSTOMER_TYPE_IDS, type CustomerTypeId } from "./constants/price-target-audiences";

/** Whether a visitor may choose audience `id` for themselves (not a VIP audience). */
export function isCustomerType(id: number): id is CustomerTypeId {
  return (CUSTOMER_TYPE_IDS as readonly number[]).includes(id);
}
