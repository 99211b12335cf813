export { numberInputMessages } from "./messages";
export { clampNumber, NumberInput, type NumberInputProps } from "./number-input";
