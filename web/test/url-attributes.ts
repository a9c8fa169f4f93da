/** Attributes whose value the browser loads or runs as a URL: where an XSS payload would hide a script URL. */
export const URL_ATTRIBUTES: ReadonlySet<string> = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'srcdoc',
  'background',
  'poster',
])
