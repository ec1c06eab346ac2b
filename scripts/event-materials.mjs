/**
 * Writes the past-event sample documents (spec §2.5: past-event details are hard-coded sample data) as real PDFs
 * into public/event-materials/. Run once with `npx tsx scripts/event-materials.mjs`; the PDFs are committed.
 */
import { writeFileSync } from 'node:fs'
import { jsPDF } from 'jspdf'
import { pastEventDocuments } from '../src/screens/Calendar/pastEventMaterials.ts'

const body = {
  'event-presentation.pdf': [
    'Agenda',
    '1. Portfolio activity in the quarter: new platforms, add-ons and exits.',
    '2. Fundraising: the current offerings and their timetable.',
    '3. Market outlook: valuations, credit conditions and secondaries pricing.',
    '4. Questions from investors.',
    '',
    'This presentation is provided for information only to investors in the funds.',
  ],
  'meeting-summary.pdf': [
    'Summary of the discussion',
    'The investment team reviewed portfolio performance, the pace of distributions and',
    'the pipeline of new opportunities, then answered questions from investors.',
    '',
    'Follow-up questions can be sent through the Investor Request form of the portal.',
  ],
}

for (const document of pastEventDocuments) {
  const fileName = document.href.split('/').pop()
  const pdf = new jsPDF({ unit: 'pt', format: 'letter' })
  pdf.setProperties({ title: document.title, creator: 'Investor Portal' })
  pdf.setFontSize(18)
  pdf.text(document.title, 48, 64)
  pdf.setFontSize(11)
  pdf.text(body[fileName] ?? [], 48, 112)
  writeFileSync(`public/event-materials/${fileName}`, Buffer.from(pdf.output('arraybuffer')))
}
