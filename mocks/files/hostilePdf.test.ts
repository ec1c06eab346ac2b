import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { HOSTILE_PDF_GLOBAL, HOSTILE_PDF_HEADING, HOSTILE_PDF_MARKER, hostilePdfBytes } from './hostilePdf'

const file = Buffer.from(hostilePdfBytes()).toString('latin1')

/** The PDF literal strings that follow `key` in the file, unescaped (nested parentheses kept, as PDF allows). */
function literalsAfter(key: string): string[] {
  const found: string[] = []
  for (let at = file.indexOf(key); at !== -1; at = file.indexOf(key, at + 1)) {
    let index = file.indexOf('(', at)
    let depth = 0
    let text = ''
    for (; index < file.length; index += 1) {
      const character = file[index]!
      if (character === '\\') {
        text += file[(index += 1)]
        continue
      }
      if (character === '(' && depth++ === 0) continue
      if (character === ')' && --depth === 0) break
      text += character
    }
    found.push(text)
  }
  return found
}

/** What a script leaves when it runs: the global, the alerts and the addresses it asked for. */
function traces(code: string) {
  const asked: string[] = []
  const alerts: string[] = []
  const window: Record<string, unknown> = {}
  const context = {
    window,
    fetch: (url: string) => asked.push(url),
    app: { alert: (message: string) => alerts.push(message) },
    getURL: (url: string) => asked.push(url),
    c: { transform: () => undefined },
  }
  runInNewContext(code, context)
  return { global: window[HOSTILE_PDF_GLOBAL], alerts, asked }
}

describe('the hostile PDF (demo data: what the provider serves with the hostile corpus on)', () => {
  it('is a well-formed PDF: every cross-reference offset points at its object, startxref at the table', () => {
    expect(file.startsWith('%PDF-1.7\n')).toBe(true)
    const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(file)?.[1])
    expect(file.slice(xref, xref + 4)).toBe('xref')
    const rows = file.slice(xref).split('\n').slice(3, 13)
    expect(rows).toHaveLength(10)
    rows.forEach((row, index) => {
      const offset = Number(row.slice(0, 10))
      expect(file.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true)
    })
    expect(file).toContain(HOSTILE_PDF_HEADING)
  })

  it('asks to run script on opening, as a document script, when its page is shown and from a link', () => {
    expect(file).toMatch(/\/OpenAction 5 0 R/)
    expect(file).toMatch(/\/Names << \/JavaScript << \/Names \[\(portal-check\) 6 0 R\] >> >>/)
    expect(file).toMatch(/\/AA << \/O 9 0 R >>/)
    expect(file).toMatch(/\/Subtype \/Link [^\n]*\/A << \/Type \/Action \/S \/JavaScript \/JS \(/)
    for (const object of [5, 6, 9])
      expect(file).toContain(`${object} 0 obj\n<< /Type /Action /S /JavaScript /JS (`)
  })

  it('has scripts that leave all three traces if they run (the tests that find none prove nothing ran)', () => {
    const scripts = literalsAfter('/JS ')
    expect(scripts).toHaveLength(4)
    for (const script of scripts) {
      const left = traces(script)
      expect(left.global).toEqual(expect.any(String))
      expect(left.alerts).toEqual([expect.stringContaining(HOSTILE_PDF_MARKER)])
      expect(left.asked.length).toBe(2)
      for (const url of left.asked) expect(url).toMatch(new RegExp(`^/${HOSTILE_PDF_MARKER}\\?from=`))
    }
  })

  it('sets its text in a Type1 font whose matrix breaks out of the code CVE-2024-4367 wrote it into', () => {
    const font = /<< \/Type \/Font \/Subtype \/Type1 [^\n]*\/FontMatrix \[([^\n]*)\] >>/.exec(file)
    expect(font).not.toBeNull()
    const [injected] = literalsAfter('/FontMatrix ')
    const numbers = font![1]!.slice(0, font![1]!.indexOf('(')).trim().split(' ')
    expect(numbers).toHaveLength(5)
    // PDF.js 4.2.66 and earlier compiled a glyph's path into `c.transform(<the matrix>)`, built with new Function.
    const left = traces(`c.transform(${[...numbers, injected].join(',')})`)
    expect(left.global).toBe('font-matrix')
    expect(left.asked).toEqual([`/${HOSTILE_PDF_MARKER}?from=font-matrix`])
  })
})
