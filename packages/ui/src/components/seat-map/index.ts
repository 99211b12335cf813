export { seatMapMessages } from "./messages";
export {
  type SeatCategory,
  SeatLegend,
  type SeatLegendProps,
  SeatMap,
  type SeatMapProps,
  type SeatMapSeat,
  type SeatStatus,
  seatCategoryMarkers,
  seatVariants,
} from "./seat-map";
