import { Canvas } from '@storybook/addon-docs/blocks'
import type { ComponentProps, ReactNode } from 'react'
import { portalRoutes, type PortalRoute } from '../../src/app/routes/routeTable'
import { endpoints, type EndpointName } from '../../src/api'
import { HELP_ANCHORS } from '../../src/domain'
import { personaIds, personas, personaSummaries } from '../../mocks/personas'
import { reviewerGlobalTypes, reviewerInitialGlobals } from '../../.storybook/reviewerGlobals'

/**
 * Blocks of the screens' docs pages (stories/docs/screens/*.mdx): the facts of a screen read from the portal's own
 * route table and call registry, so a docs page cannot say otherwise than the portal does.
 */

const gateOf = (gate: PortalRoute['gate']): string => {
  if (gate === undefined) return 'Any signed-in user'
  if (gate === 'fundProfile') return 'ViewFunds, the reporting terms and the fund’s own terms accepted (§2.1)'
  if (gate === 'administration') return 'An administrator (impersonate:User), not while impersonating (§6)'
  return `The view permission of the report ${gate.report} (§6) and the reporting terms accepted (§2.1)`
}

const Table = ({ head, rows }: { head: readonly string[]; rows: ReadonlyArray<readonly ReactNode[]> }) => (
  <table>
    <thead>
      <tr>
        {head.map((cell) => (
          <th key={cell} scope="col">
            {cell}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>
      {rows.map((row, i) => (
        <tr key={i}>
          {row.map((cell, j) => (
            <td key={j}>{cell}</td>
          ))}
        </tr>
      ))}
    </tbody>
  </table>
)

/** The route table's entry for a screen: its address, title, gate, feature flag, help topic and tab. */
export function ScreenRoute({ path }: { path: string }) {
  const route = portalRoutes.find((candidate) => candidate.path === path)
  if (!route) return <p role="alert">No route {path} in the portal’s route table.</p>
  const anchor = HELP_ANCHORS.find((candidate) => candidate === `#${route.help}`)
  return (
    <Table
      head={['Route', 'Page title', 'Who may open it', 'Feature flag', 'Help topic', 'Navigation tab']}
      rows={[
        [
          <code key="path">{route.path}</code>,
          route.title,
          gateOf(route.gate),
          route.flag ?? 'None',
          anchor ?? route.help,
          route.tab ?? 'None',
        ],
      ]}
    />
  )
}

/** What a failure of a call shows: its §8 text, or the text made from the group it names. */
const failureText = (failure: unknown): string => {
  if (typeof failure === 'string') return failure
  if (typeof failure === 'function') {
    try {
      return String((failure as (name: string) => unknown)('{group name}'))
    } catch {
      return 'A text naming the item'
    }
  }
  return 'None: the call is a navigation'
}

/** The provider calls a screen makes (spec §7), with what the user sees when each fails (spec §8). */
export function ScreenCalls({ calls }: { calls: readonly EndpointName[] }) {
  return (
    <Table
      head={['Call', 'Method and path', 'Changes the user’s data', 'When it fails (§8)']}
      rows={calls.map((name) => {
        const call = endpoints[name]
        const byStatus = Object.entries(call.failureByStatus ?? {}).map(
          ([status, text]) => `; ${status}: ${String(text)}`,
        )
        return [
          name,
          <code key="path">
            {call.method} {call.template}
          </code>,
          call.writes ? 'Yes: refused while impersonating' : 'No',
          `${failureText(call.failure)}${byStatus.join('')}`,
        ]
      })}
    />
  )
}

/**
 * One state of a screen, live, in a frame of its own: a screen story starts its own session against its own demo
 * provider, which stories drawn side by side on one page would share.
 */
export const ScreenState = ({ of }: { of: ComponentProps<typeof Canvas>['of'] }) => (
  <Canvas of={of} sourceState="none" story={{ inline: false, height: '720px' }} />
)

/** The demo's personas, as the toolbar's persona menu offers them. */
export function Personas() {
  return (
    <Table
      head={['Persona', 'Name', 'Email (for impersonation)', 'What they show']}
      rows={personaIds.map((id) => [
        <code key="id">{id}</code>,
        `${personas[id].firstName} ${personas[id].lastName}`,
        personas[id].email,
        personaSummaries[id],
      ])}
    />
  )
}

/** The toolbar's menus with their choices, read from the toolbar's own definition. */
export function ToolbarMenus() {
  return (
    <Table
      head={['Menu', 'What it changes', 'Default', 'Choices']}
      rows={Object.entries(reviewerGlobalTypes).map(([name, type]) => {
        const items = (type.toolbar?.items ?? []) as ReadonlyArray<{ value: string; title: string }>
        const initial = reviewerInitialGlobals[name as keyof typeof reviewerInitialGlobals]
        return [
          type.toolbar?.title ?? name,
          type.description ?? '',
          items.find((item) => item.value === initial)?.title ?? initial,
          items.length > 8
            ? `No call fails, or any of the ${items.length - 1} provider calls the screens make`
            : items.map((item) => item.title).join('; '),
        ]
      })}
    />
  )
}
