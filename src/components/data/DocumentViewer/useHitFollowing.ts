import { useEffect, useMemo, useState, type RefObject } from 'react'
import type { VirtuosoHandle } from 'react-virtuoso'
import type { PageHighlight } from './PdfPage'
import { documentViewerTexts as texts } from './texts'
import type { DocumentSearch } from './usePageTexts'

/**
 * The search hit followed: the first one as the hits arrive, then wherever next and previous take it; its page is
 * brought into view, and its mark once the page has drawn it. Gives what the toolbar shows and what is announced.
 */
export function useHitFollowing(
  search: DocumentSearch,
  searched: string,
  list: RefObject<VirtuosoHandle | null>,
  goToPage: (page: number) => void,
  announce: (text: string) => void,
) {
  const [followed, setFollowed] = useState({ query: '', index: 0 })
  const hitCount = search.hits.length
  const hitIndex = followed.query === searched ? Math.min(followed.index, Math.max(hitCount - 1, 0)) : 0
  const hit = search.hits[hitIndex]
  const moveHit = (step: 1 | -1) => {
    if (hitCount === 0) return
    const next = (hitIndex + step + hitCount) % hitCount
    setFollowed({ query: searched, index: next })
    const target = search.hits[next]
    if (target) goToPage(target.page)
    announce(texts.hitsAnnounced(next + 1, hitCount))
  }

  // A new search's first hit is brought into view as soon as it is found.
  const firstHitPage = search.hits[0]?.page
  useEffect(() => {
    if (firstHitPage !== undefined) list.current?.scrollToIndex({ index: firstHitPage - 1, align: 'start' })
  }, [firstHitPage, list])

  // The current hit is brought into view once its page has drawn it.
  useEffect(() => {
    if (!hit) return
    let frames = 0
    let request = 0
    const reveal = () => {
      const mark = document.querySelector(`[data-page="${hit.page}"] mark[data-current]`)
      if (mark) mark.scrollIntoView({ block: 'center', inline: 'nearest' })
      else if ((frames += 1) < 60) request = requestAnimationFrame(reveal)
    }
    request = requestAnimationFrame(reveal)
    return () => cancelAnimationFrame(request)
  }, [hit])

  const highlightsByPage = useMemo(() => {
    const byPage = new Map<number, PageHighlight[]>()
    search.hits.forEach((each) => {
      const highlights = byPage.get(each.page) ?? []
      highlights.push({ parts: each.parts, current: each === hit })
      byPage.set(each.page, highlights)
    })
    return byPage
  }, [search.hits, hit])

  const searchStatus =
    searched.trim() === ''
      ? ''
      : search.searching && hitCount === 0
        ? texts.searching
        : hitCount === 0
          ? texts.noHits
          : texts.hits(hitIndex + 1, hitCount)
  // Announced once the search is done (its count), and not at every page it reads.
  const searchAnnouncement =
    searched.trim() === '' || search.searching
      ? ''
      : hitCount === 0
        ? texts.noHits
        : texts.hitsAnnounced(1, hitCount)

  return { hitCount, moveHit, highlightsByPage, searchStatus, searchAnnouncement }
}
