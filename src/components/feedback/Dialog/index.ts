export { Dialog, type DialogProps, type DialogCloseReason } from './Dialog'
