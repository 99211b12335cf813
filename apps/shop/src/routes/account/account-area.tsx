// spec surrounding-areas §2 "Accounts and user area": the account pages, one lazy chunk with
// their own texts (messages/account), so neither the first route nor the cart carries them
// (the issue "speed", bench/first-route). The router names the page by its path.

import { ACCOUNT_TABLES } from "../../features/account/account-texts";
import { AreaTexts } from "../../i18n/area-texts";
import { AccountOverviewPage, OrdersPage } from "./account-pages";
import { AddressPage } from "./address-page";
import { AddressesPage } from "./addresses-page";
import { ConfirmationPage } from "./confirmation-page";
import { ConfirmationSuccessPage } from "./confirmation-success-page";
import { GuestPage } from "./guest-page";
import { LoginPage } from "./login-page";
import { LogoutPage } from "./logout-page";
import { OrderPage } from "./order-page";
import { PasswordResetPage, PasswordSuccessPage } from "./password-reset-page";
import { ProfilePage } from "./profile-page";
import { RegistrationPage } from "./registration-page";
import { VipCodePage, VipLogoutPage, VipRegisterPage } from "./vip-pages";

const PAGES = {
  login: LoginPage,
  logout: LogoutPage,
  registration: RegistrationPage,
  confirmation: ConfirmationPage,
  "confirmation-success": ConfirmationSuccessPage,
  "password-reset": PasswordResetPage,
  "password-success": PasswordSuccessPage,
  guest: GuestPage,
  account: AccountOverviewPage,
  orders: OrdersPage,
  // the issue 33: an order's own page, opened by its token (no sign-in)
  order: OrderPage,
  profile: ProfilePage,
  addresses: AddressesPage,
  address: AddressPage,
  "exclusive-code": VipCodePage,
  "exclusive-register": VipRegisterPage,
  "exclusive-logout": VipLogoutPage,
} as const;

export type AccountPageName = keyof typeof PAGES;

export function AccountArea({ page }: { page: AccountPageName }) {
  const Page = PAGES[page];
  return (
    <AreaTexts name="account" tables={ACCOUNT_TABLES}>
      <Page />
    </AreaTexts>
  );
}
