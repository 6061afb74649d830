export { ConfirmDialog, confirmAction, type TConfirmOptions } from './confirm-dialog/confirm-dialog';
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type TPageQueryOptions,
} from './data-table/DataTable';
export { DateRangePicker } from './date-range-picker/DateRangePicker';
export {
  DATE_RANGE_PRESETS,
  presetRange,
  type TDateRange,
  type TDateRangePreset,
} from './date-range-picker/presets';
export { NotAvailable } from './not-available/NotAvailable';
export { NumberSpinner, SPINNER_DEFAULTS } from './number-spinner/NumberSpinner';
export { OfflineBanner, RECONNECTED_BANNER_MS } from './offline-banner/OfflineBanner';
export { TopProgressBar } from './progress-bar/TopProgressBar';
export { RecordFormFrame } from './record-form/RecordFormFrame';
export { zodValidator } from './record-form/zod-validator';
export { UnitValue, useUnits, useUnitSystem, type TUnits } from './unit-value/UnitValue';
export { PageHeader } from './page-header/PageHeader';
export { TablePagination } from './pagination/TablePagination';
