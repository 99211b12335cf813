export { paginationMessages } from "./messages";
export {
  Pagination,
  type PaginationEntry,
  type PaginationLinkProps,
  type PaginationProps,
  paginationRange,
} from "./pagination";
