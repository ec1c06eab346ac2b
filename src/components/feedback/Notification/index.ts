export { Notification, type NotificationProps } from './Notification'
export { NotificationStack, type NotificationStackProps, type StackedNotification } from './NotificationStack'
