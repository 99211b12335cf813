// An app for the coupon tests with its own coupon-attempt budget (the default is 10 a minute,
// which a table of lookups from one test client would use up).
import { buildApp } from "../../../src/app";
import type { CouponAttemptOptions } from "../../../src/modules/coupons/rate-limit";
import { type EngineName, openDatabase } from "../../helpers/engines";
import { TEST_NOW, type TestApp, testClock, testConfig } from "../../helpers/test-app";
import { setSettings } from "../cart/cart-fixtures";

export async function startCouponApp(
  engine: EngineName,
  couponAttempts?: Partial<CouponAttemptOptions>,
): Promise<TestApp> {
  const opened = await openDatabase(engine);
  await setSettings(opened.db, { donationsEnabled: false, couponsEnabled: true, shipping: "none" });
  const clock = testClock(TEST_NOW);
  const app = await buildApp({ db: opened.db, config: testConfig(), clock, couponAttempts });
  await app.ready();
  return {
    app,
    db: opened.db,
    clock,
    async close() {
      await app.close();
      await opened.close();
    },
  };
}
