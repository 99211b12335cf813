// The issue 33, Deliver 4: a line's wallet passes, found and refused as its PDF is (service.ts):
// the order token is the proof, one 404 token_not_found for an unknown order, a wrong token, a
// line of another order or one without wallet passes (no day, a coupon, an annual pass), 403 for
// an order not valid. A wallet the venue has not configured answers 404 not_found before any of
// that: the shop shows no button for it (GET /shop wallet_passes), and nobody learns more.
import type { Locale } from "@shop/core";
import type { GoogleWalletSave } from "@shop/core/contract";
import { ApiError } from "../../http/errors";
import type { AppleWalletConfig, GoogleWalletConfig } from "../../wallet-config";
import { PKPASS, PKPASSES, renderApplePasses } from "./apple-pass";
import { googleSaveJwt } from "./google-wallet";
import { type DocumentDeps, requireAvailable } from "./service";
import { hasWalletPasses, type WalletAdmission, walletAdmissionsOf } from "./wallet-admissions";

export interface WalletDeps
  extends Pick<DocumentDeps, "findOrderDocument" | "ticketSigningKeys" | "publicOrigin" | "clock"> {
  /** config.appleWallet: undefined when the venue issues no Apple Wallet passes. */
  appleWallet: AppleWalletConfig | undefined;
  /** config.googleWallet: undefined when the venue issues no Google Wallet passes. */
  googleWallet: GoogleWalletConfig | undefined;
}

export interface WalletRequest {
  orderId: number;
  itemId: number;
  token: string;
  /** The locale asked for; the order's own when absent. */
  locale: Locale | undefined;
}

async function admissionsOfRequest(
  deps: WalletDeps,
  request: WalletRequest,
): Promise<{ admissions: WalletAdmission[]; locale: Locale }> {
  const found = await deps.findOrderDocument(request.orderId, request.token, request.itemId);
  if (found === null || found.order.id !== request.orderId || !hasWalletPasses(found.item)) {
    throw new ApiError("token_not_found", "No such document for this order and token");
  }
  requireAvailable(found.order, found.item);
  const admissions = walletAdmissionsOf(deps.ticketSigningKeys.privateKey, {
    orderId: found.order.id,
    orderLocale: found.order.locale,
    item: found.item,
  });
  return { admissions, locale: request.locale ?? found.order.locale };
}

export interface ApplePassesFile {
  fileName: string;
  contentType: typeof PKPASS | typeof PKPASSES;
  bytes: Buffer;
}

/** The line's Apple Wallet passes: one .pkpass, or a .pkpasses bundle of several. */
export async function getApplePasses(
  deps: WalletDeps,
  request: WalletRequest,
): Promise<ApplePassesFile> {
  if (!deps.appleWallet) throw new ApiError("not_found", "This shop issues no Apple Wallet passes");
  const { admissions, locale } = await admissionsOfRequest(deps, request);
  const { bundle, bytes } = await renderApplePasses(deps.appleWallet, admissions, locale);
  const name = `order-${request.orderId}-${request.itemId}`;
  return bundle
    ? { fileName: `${name}.pkpasses`, contentType: PKPASSES, bytes }
    : { fileName: `${name}.pkpass`, contentType: PKPASS, bytes };
}

/** The JWT of the line's Save to Google Wallet link. */
export async function getGoogleWalletSave(
  deps: WalletDeps,
  request: WalletRequest,
): Promise<GoogleWalletSave> {
  if (!deps.googleWallet) {
    throw new ApiError("not_found", "This shop issues no Google Wallet passes");
  }
  const { admissions, locale } = await admissionsOfRequest(deps, request);
  const jwt = googleSaveJwt(deps.googleWallet, admissions, {
    locale,
    origin: deps.publicOrigin(),
    now: deps.clock(),
  });
  return { jwt };
}
