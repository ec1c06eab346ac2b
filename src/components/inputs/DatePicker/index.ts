export { DatePicker, type DatePickerProps } from './DatePicker'
export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker'
export { DateField, type DateFieldProps } from './DateField'
export { formatDateRange, nextRange, type DateRangeValue } from './dateRange'
