/** spec §3 Video: what the video dialog needs. */
export interface Video {
  videoName: string
  videoId: string
  videoToken: string
  isOpenVideoDialog: boolean
  /** When the token stops working (data room items, spec §3); absent when the source gives none. */
  videoTokenExpiration?: string | null
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
