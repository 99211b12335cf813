export {
  COUPON_ERRORS,
  type CouponError,
  CouponForm,
  type CouponFormProps,
  type CouponSubmitResult,
} from "./coupon-form";
export { couponFormMessages } from "./messages";
