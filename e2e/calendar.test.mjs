import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { after, before, beforeEach, describe, test } from 'node:test'
import ICAL from 'ical.js'
import { apiUrl, heading, launch, newPortalPage, portalUrl, provider, signIn } from './lib/browser.mjs'
import { mainNav, videoPlays } from './lib/portal.mjs'
import {
  calendarRegistrationFilterLabels,
  calendarScreenTexts,
  calendarTexts,
  helpTexts,
  navigationTabTexts,
  utilityMenuTexts,
} from './lib/texts.mjs'
import { antiForgeryHeaders, endpoints } from './lib/endpoints.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())
beforeEach(() => provider.reset())

/** The first event of a calendar file, parsed by ical.js (not the library that wrote it). */
async function readCalendarFile(download) {
  const text = await readFile(await download.path(), 'utf8')
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')
  const event = new ICAL.Event(vevent)
  return {
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    summary: event.summary,
    description: event.description,
    location: event.location,
    organizer: vevent.getFirstPropertyValue('organizer')?.toString().toLowerCase(),
  }
}

/** The events the provider answers the signed-in investor with (the context's session cookie). */
async function providerEvents(context) {
  const response = await context.request.get(`${apiUrl}${endpoints.calendarEvents.path()}`, {
    headers: antiForgeryHeaders,
  })
  assert.equal(response.status(), 200)
  return response.json()
}

const choose = async (page, label, option) => {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

describe('the calendar end to end', () => {
  test('investor: both views, filters in the URL, an event page and its calendar file, a past event', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor')
    await heading(page, 'Home').waitFor()
    await mainNav(page).getByRole('link', { name: navigationTabTexts.myCalendar }).click()
    await heading(page, navigationTabTexts.myCalendar).waitFor()
    const events = await providerEvents(context)
    await page.getByText(calendarScreenTexts.count(events.length)).waitFor()

    // List View: Registered, then a keyword; both in the URL.
    await choose(page, calendarScreenTexts.registration, calendarRegistrationFilterLabels.registered)
    const registered = events.filter((event) => event.isRegistered)
    await page.getByText(calendarScreenTexts.count(registered.length)).waitFor()
    await page.getByRole('searchbox', { name: calendarScreenTexts.keyword }).fill('outlook')
    const outlook = registered.filter((event) => /outlook/i.test(`${event.title} ${event.description}`))
    await page.getByText(calendarScreenTexts.count(outlook.length)).waitFor()
    await page.waitForURL((url) => url.searchParams.get('keyword') === 'outlook')
    assert.equal(new URL(page.url()).searchParams.get('registration'), 'registered')

    // Calendar View: the month grid of today; the next month with an event of the filtered ones.
    await page.getByRole('tab', { name: calendarTexts.calendarView }).click()
    await page.getByRole('grid').waitFor()
    const upcoming = outlook
      .filter((event) => new Date(event.eventStartDate) > new Date())
      .sort((a, b) => a.eventStartDate.localeCompare(b.eventStartDate))[0]
    assert.ok(upcoming, 'a registered outlook event to come')
    const month = upcoming.eventStartDate.slice(0, 7)
    while (new URL(page.url()).searchParams.get('month') !== month)
      await page.getByRole('button', { name: 'Next month' }).click()
    await page
      .getByRole('grid')
      .getByRole('link', { name: new RegExp(upcoming.title) })
      .click()

    // The event page, and its calendar file.
    await heading(page, upcoming.title).waitFor()
    assert.equal(new URL(page.url()).pathname, `/my-calendar/${upcoming.eventId}`)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: calendarScreenTexts.addToCalendar }).click(),
    ])
    assert.equal(download.suggestedFilename(), `${upcoming.title}.ics`)
    const file = await readCalendarFile(download)
    assert.equal(file.start.getTime(), new Date(upcoming.eventStartDate).getTime())
    assert.equal(file.end.getTime(), new Date(upcoming.eventEndDate).getTime())
    assert.equal(file.summary, upcoming.title)
    assert.equal(file.description, upcoming.description)
    assert.equal(file.location, upcoming.eventLocation)
    assert.equal(file.organizer, `mailto:${upcoming.plannerEmail}`)

    // Back: the calendar as it was left (view, filters and month from the URL).
    await page.goBack()
    await page.getByRole('tab', { name: calendarTexts.calendarView, selected: true }).waitFor()
    assert.equal(
      await page.getByRole('searchbox', { name: calendarScreenTexts.keyword }).inputValue(),
      'outlook',
    )
    await page.getByRole('region', { name: new RegExp(calendarScreenTexts.monthGrid('')) }).waitFor()

    // A past event: its documents are real PDFs, its videos play in the video dialog.
    const past = events
      .filter((event) => new Date(event.eventEndDate) < new Date())
      .sort((a, b) => b.eventStartDate.localeCompare(a.eventStartDate))[0]
    await page.goto(`${portalUrl}/my-calendar/${past.eventId}`)
    await heading(page, past.title).waitFor()
    await page.getByText(calendarScreenTexts.past).first().waitFor()
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: `${calendarScreenTexts.download}: Event presentation` }).click(),
    ])
    assert.equal(pdf.suggestedFilename(), 'Event presentation.pdf')
    assert.equal((await readFile(await pdf.path())).subarray(0, 5).toString(), '%PDF-')
    await page.getByRole('button', { name: `${calendarScreenTexts.watch}: Event recording` }).click()
    const recording = await videoPlays(page, page.getByRole('dialog', { name: 'Event recording' }))
    assert.match(recording.src, /\/demo-video\/vid-event-recording\.webm\?token=/)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    // The calendar's help icon opens the help's home topic.
    await page.getByRole('banner').getByRole('link', { name: utilityMenuTexts.help }).click()
    await page.getByRole('tab', { name: helpTexts.topics.home.label, selected: true }).waitFor()
    assert.deepEqual(problems, [])
    await context.close()
  })
})
