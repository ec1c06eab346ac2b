export { VideoPlayer, type VideoPlayerProps, type VideoPlayerUrl } from './VideoPlayer'
export { VideoDialog, type VideoDialogProps } from './VideoDialog'
