export { DonationBox, type DonationBoxProps } from "./donation-box";
export { donationBoxMessages } from "./messages";
