export {
  attemptCoupon,
  COUPON_ERRORS,
  type CouponError,
  CouponForm,
  type CouponFormProps,
  CouponFormView,
  type CouponFormViewProps,
  type CouponSubmitResult,
  couponCodeError,
} from "./coupon-form";
export { couponFormMessages } from "./messages";
