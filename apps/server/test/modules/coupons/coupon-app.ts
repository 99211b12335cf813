// An app for the coupon tests with its own coupon-attempt budget (the default is 10 a minute,
// which a table of lookups from one test client would use up).
import { buildApp } from "../../../src/app";
import { type EngineName, openDatabase } from "../../helpers/engines";
import { TEST_NOW, type TestApp, testClock, testConfig } from "../../helpers/test-app";
import { setSettings } from "../cart/cart-fixtures";

export async function startCouponApp(
  engine: EngineName,
  couponAttemptsPerMinute: number,
): Promise<TestApp> {
  const opened = await openDatabase(engine);
  await setSettings(opened.db, { donationsEnabled: false, couponsEnabled: true, shipping: "none" });
  const clock = testClock(TEST_NOW);
  const config = testConfig();
  const app = await buildApp({
    db: opened.db,
    config: { ...config, limits: { ...config.limits, couponAttemptsPerMinute } },
    clock,
  });
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
