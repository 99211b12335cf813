export { skipLinkMessages } from "./messages";
export { SkipLink, type SkipLinkProps } from "./skip-link";
