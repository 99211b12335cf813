export { Link, type LinkProps, linkVariants } from "./link";
export { linkMessages } from "./messages";
