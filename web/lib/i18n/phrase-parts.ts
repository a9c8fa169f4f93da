/** A piece of a sentence: plain text, or a phrase that leads somewhere (`target`). */
export type PhrasePart<Target> = { text: string; target?: Target }

/**
 * Cuts a translated sentence around the phrases that become links ("I accept the [privacy policy] and the [terms of
 * service]"), so each language keeps its own word order. A phrase the sentence does not contain (a translation
 * that drifted) stays plain text; the sentence always reads whole.
 */
export function phraseParts<Target>(
  sentence: string,
  phrases: readonly { text: string; target: Target }[],
): PhrasePart<Target>[] {
  const found = phrases
    .map((phrase) => ({ ...phrase, at: phrase.text ? sentence.indexOf(phrase.text) : -1 }))
    .filter((phrase) => phrase.at >= 0)
    .sort((a, b) => a.at - b.at)
  const parts: PhrasePart<Target>[] = []
  let from = 0
  for (const { text, target, at } of found) {
    if (at < from) continue // overlaps the previous phrase
    if (at > from) parts.push({ text: sentence.slice(from, at) })
    parts.push({ text, target })
    from = at + text.length
  }
  if (from < sentence.length) parts.push({ text: sentence.slice(from) })
  return parts
}
