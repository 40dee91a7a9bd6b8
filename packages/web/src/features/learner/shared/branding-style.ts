/**
 * The account's accent colour as the design tokens' accent variables, so every accent-coloured control
 * inside takes it; hover and pressed are the colour darkened, as the themes' own accents are. Null: none.
 */
export function brandingStyle(accentColor: string | null): Record<string, string> | undefined {
  if (!accentColor) return undefined;
  const darker = (percent: number) => `color-mix(in srgb, ${accentColor} ${100 - percent}%, black)`;
  const style: Record<string, string> = { '--color-accent': accentColor };
  for (const variant of ['background', 'border', 'text']) {
    style[`--color-accent-${variant}-default`] = accentColor;
    style[`--color-accent-${variant}-hover`] = darker(12);
    style[`--color-accent-${variant}-pressed`] = darker(24);
  }
  return style;
}
