export type PhrasePart<Target> = { text: string; target?: Target }

/** Each language keeps its own word order; a phrase a drifted translation lacks stays plain text, so the sentence reads whole. */
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
    if (at < from) continue
    if (at > from) parts.push({ text: sentence.slice(from, at) })
    parts.push({ text, target })
    from = at + text.length
  }
  if (from < sentence.length) parts.push({ text: sentence.slice(from) })
  return parts
}
