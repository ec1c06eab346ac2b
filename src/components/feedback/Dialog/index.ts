export { Dialog, type DialogProps, type DialogCloseReason, type DialogSize } from './Dialog'
