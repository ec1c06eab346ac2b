export { VideoPlayer, type VideoPlayerProps } from './VideoPlayer'
export { VideoDialog, type VideoDialogProps } from './VideoDialog'
