export {
  Alert,
  AlertDescription,
  type AlertProps,
  AlertTitle,
  alertVariants,
  useFocusOn,
} from "./alert";
