// spec surrounding-areas §3 Customer, §5: the customer types the registration form offers are
// price target audiences (./constants/customers.ts); a VIP audience is never a visitor's choice.
import { CUSTOMER_TYPE_IDS, type CustomerTypeId } from "./constants/customers";

/** Whether a visitor may choose audience `id` for themselves (not a VIP audience). */
export function isCustomerType(id: number): id is CustomerTypeId {
  return (CUSTOMER_TYPE_IDS as readonly number[]).includes(id);
}
