/** spec §3 Video: what the video dialog needs. */
export interface Video {
  videoName: string
  videoId: string
  videoToken: string
  isOpenVideoDialog: boolean
}

/** GET entitlements/v1/user/Content: the home page video. */
export interface HomeContent {
  homePageVideo?: {
    videoName?: string | null
    videoId?: string | null
    videoToken?: string | null
    videoDescription?: string | null
  } | null
}
