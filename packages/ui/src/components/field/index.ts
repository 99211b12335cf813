export {
  Field,
  FieldContext,
  type FieldContextValue,
  type FieldProps,
  Label,
  type LabelProps,
  useFieldControl,
} from "./field";
