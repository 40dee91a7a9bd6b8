import { trackingPlanFamilies, type TrackedEventDefinition, type TrackedPropertyDefinition } from './tracking-plan.ts';

// docs/tracking-plan.md is this function's output (scripts/tracking-plan-doc.ts writes it; a test fails
// when the file differs), so the document can never drift from the plan the validator enforces.

const escapeCell = (text: string) => text.replaceAll('|', '\\|');

function ruleOf(rule: TrackedPropertyDefinition): string {
  if (rule.enum) return `one of ${rule.enum.map((value) => `\`${String(value)}\``).join(', ')}`;
  if (rule.pattern) return 'UUID';
  if (rule.maxLength !== undefined) return `at most ${rule.maxLength} characters`;
  return '';
}

function eventSection(definition: TrackedEventDefinition): string[] {
  const who = definition.emittedBy === 'server' ? 'recorded by the server only' : 'sent by the web app or the player';
  const audience = definition.audience === 'public' ? 'anyone, signed in or not' : 'a signed-in person';
  const lines = [`### ${definition.name}`, '', `Version ${definition.version}; ${who}; about ${audience}.`, '', definition.description, ''];
  const properties = Object.entries(definition.properties);
  if (properties.length === 0) return [...lines, 'No properties.', ''];
  lines.push('| Property | Type | Required | Rule | Meaning |', '|---|---|---|---|---|');
  for (const [name, rule] of properties) {
    lines.push(
      `| \`${name}\` | ${rule.type} | ${rule.required ? 'yes' : 'no'} | ${escapeCell(ruleOf(rule))} | ${escapeCell(rule.description)} |`,
    );
  }
  return [...lines, '', `Example: \`${JSON.stringify(definition.example)}\``, ''];
}

export function renderTrackingPlanDoc(): string {
  const lines = [
    '# Tracking plan',
    '',
    '<!-- Generated from packages/core/src/analytics by `npx tsx scripts/tracking-plan-doc.ts`; do not edit by hand. -->',
    '',
    'Every event the product records (templates §3.9). POST /api/events refuses an event that is not here',
    "('Event {name} not found in tracking plan.'), a property that is not listed or fails its rule, and any",
    'property on an identify, context, group or page event (templates §5 and §8).',
    '',
  ];
  for (const family of trackingPlanFamilies) {
    lines.push(`## ${family.family}`, '');
    for (const definition of family.events) lines.push(...eventSection(definition));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
