/**
 * Whether an SVG logo draws in white only (on nothing): made for a dark page, it cannot be seen on the light theme.
 * scripts/update-mock-logos.ts takes the brand's variant on its ground for those; coin-logos.test.ts keeps them out.
 */
export function drawsOnlyInWhite(svg: string): boolean {
  const fills = [...svg.matchAll(/fill="([^"]+)"/g)]
    .map(([, fill]) => fill?.toLowerCase())
    .filter((fill) => fill !== 'none')
  // No fill at all draws in black, SVG's default.
  return fills.length > 0 && fills.every((fill) => fill === '#fff' || fill === '#ffffff' || fill === 'white')
}
