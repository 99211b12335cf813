export { seatMapMessages } from "./messages";
export { seatVariants } from "./seat-face";
export {
  type SeatCategory,
  type SeatMapSeat,
  type SeatStatus,
  seatCategoryMarkers,
} from "./seat-layout";
export { SeatLegend, type SeatLegendProps } from "./seat-legend";
export { SeatMap, type SeatMapProps } from "./seat-map";
