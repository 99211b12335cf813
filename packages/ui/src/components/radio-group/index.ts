export { RadioGroup, RadioGroupItem, type RadioGroupProps } from "./radio-group";
