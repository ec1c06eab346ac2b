import { Facts, Muted, Panel, Stack, WaterfallDiagram, type WaterfallTier } from '../../components'
import { formatNumber, waterfallTerms, type Fund, type UserFormats } from '../../domain'
import { fundProfileTexts as texts } from './texts'

/**
 * The Waterfall Terms tab (spec §2.5, §3 Fund): the hurdle rate, the carried interest and the GP/LP catch-up
 * split, then the distribution waterfall in plain words, tier by tier (return of capital, preferred return at the
 * hurdle, catch-up, carried interest split). A term the provider does not give is said to be missing, never guessed.
 */
export function WaterfallTerms({ fund, formats }: { fund: Fund; formats: UserFormats }) {
  const terms = waterfallTerms(fund)
  const percent = (value: number) =>
    formatNumber(value, {
      numberFormat: formats.numberFormat,
      decimals: Number.isInteger(value) ? 0 : 1,
      suffix: '%',
    })
  const { tiers: words } = texts
  const tiers: WaterfallTier[] = [
    { title: words.returnOfCapital.title, text: words.returnOfCapital.text, lpShare: 100 },
    {
      title: words.preferredReturn.title,
      text:
        terms.hurdleRatePct === null
          ? texts.termNotProvided
          : words.preferredReturn.text(percent(terms.hurdleRatePct)),
      lpShare: 100,
    },
    {
      title: words.catchUp.title,
      text:
        terms.catchUp === null || terms.carriedIntPct === null
          ? texts.termNotProvided
          : words.catchUp.text(
              percent(terms.catchUp.gp),
              percent(terms.catchUp.lp),
              percent(terms.carriedIntPct),
            ),
      lpShare: terms.catchUp?.lp ?? null,
    },
    {
      title: words.carriedInterest.title,
      text:
        terms.carriedIntPct === null
          ? texts.termNotProvided
          : words.carriedInterest.text(percent(terms.carriedIntPct), percent(100 - terms.carriedIntPct)),
      lpShare: terms.carriedIntPct === null ? null : 100 - terms.carriedIntPct,
    },
  ]
  return (
    <Stack $gap="lg">
      <Panel>
        <Facts>
          <dt>{texts.hurdleRate}</dt>
          <dd>{terms.hurdleRatePct === null ? texts.notProvided : percent(terms.hurdleRatePct)}</dd>
          <dt>{texts.carriedInterest}</dt>
          <dd>{terms.carriedIntPct === null ? texts.notProvided : percent(terms.carriedIntPct)}</dd>
          <dt>{texts.catchUp}</dt>
          <dd>
            {terms.catchUp === null
              ? texts.notProvided
              : `${percent(terms.catchUp.gp)} / ${percent(terms.catchUp.lp)}`}
          </dd>
        </Facts>
      </Panel>
      <Muted>{texts.waterfallIntro}</Muted>
      <WaterfallDiagram
        label={texts.waterfallDiagram}
        tiers={tiers}
        lpLabel={texts.lpShare}
        gpLabel={texts.gpShare}
        formatShare={percent}
      />
    </Stack>
  )
}
