export {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  type TableCellProps,
  TableFooter,
  TableHead,
  TableHeader,
  type TableLayout,
  type TableProps,
  TableRow,
} from "./table";
