export { Notification, type NotificationProps } from './Notification'
export { NotificationStack, type NotificationStackProps } from './NotificationStack'
export type { StackedNotification } from './NotificationRegion'
