export { DateTimeline, type DateTimelineProps, type TimelineMarker } from './DateTimeline'
