/** The attribute that marks a report table's frame, so the report page can tell when one scrolls sideways. */
export const REPORT_FRAME = 'data-report-frame'
