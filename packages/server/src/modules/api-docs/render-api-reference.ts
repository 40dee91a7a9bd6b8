// The reference page at /api/docs, rendered by us from the served OpenAPI document: no CDN, no script,
// one self-contained page listing each path, method, summary, parameters, body fields and responses.

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  description?: string;
};

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string }>;
}

export interface OpenApiDocument {
  info?: { title?: string; version?: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const methodOrder = ['get', 'post', 'put', 'patch', 'delete'];

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function renderApiReference(document: OpenApiDocument): string {
  const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined => {
    const name = schema?.$ref?.replace('#/components/schemas/', '');
    return name ? document.components?.schemas?.[name] : schema;
  };
  const operations = Object.entries(document.paths ?? {})
    .sort(([left], [right]) => left.localeCompare(right))
    .flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => methodOrder.includes(method))
        .sort(([left], [right]) => methodOrder.indexOf(left) - methodOrder.indexOf(right))
        .map(([method, operation]) => renderOperation(path, method, operation, resolve)),
    );
  const title = escapeHtml(document.info?.title ?? 'API');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} reference</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
  body { max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
  section { border: 1px solid #8884; border-radius: 0.5rem; padding: 0.75rem 1rem; margin: 1rem 0; }
  h2 { font-size: 1.05rem; margin: 0; font-family: ui-monospace, monospace; }
  .method { display: inline-block; min-width: 4.5rem; font-weight: 700; color: #6559ff; }
  table { border-collapse: collapse; width: 100%; margin: 0.5rem 0; font-size: 0.9rem; }
  th, td { text-align: left; padding: 0.25rem 0.5rem; border-bottom: 1px solid #8883; vertical-align: top; }
  code { font-family: ui-monospace, monospace; }
  .muted { opacity: 0.7; }
</style>
</head>
<body>
<h1>${title} <span class="muted">${escapeHtml(document.info?.version ?? '')}</span></h1>
<p>${escapeHtml(document.info?.description ?? '')} The machine-readable document is at <a href="/api/openapi.json"><code>/api/openapi.json</code></a>.
Every failure answers <code>{ message, code, details? }</code>.</p>
${operations.join('\n')}
</body>
</html>`;
}

function renderOperation(path: string, method: string, operation: Operation, resolve: (schema: JsonSchema | undefined) => JsonSchema | undefined): string {
  const parameters = (operation.parameters ?? []).map((parameter) =>
    row(`${parameter.name} <span class="muted">(${escapeHtml(parameter.in)})</span>`, resolve(parameter.schema), parameter.required ?? false, parameter.description),
  );
  const body = resolve(operation.requestBody?.content?.['application/json']?.schema);
  const bodyRequired = new Set(body?.required ?? []);
  const fields = Object.entries(body?.properties ?? {}).map(([name, schema]) => row(escapeHtml(name), resolve(schema), bodyRequired.has(name), schema.description));
  const responses = Object.entries(operation.responses ?? {}).map(([status, response]) => `<code>${escapeHtml(status)}</code> ${escapeHtml(response.description ?? '')}`);
  return `<section id="${escapeHtml(`${method}-${path}`)}">
<h2><span class="method">${method.toUpperCase()}</span>${escapeHtml(path)}</h2>
<p>${escapeHtml(operation.summary ?? '')}</p>
${table('Parameters', parameters)}${table('Body fields', fields)}${responses.length ? `<p class="muted">Responses: ${responses.join(', ')}</p>` : ''}
</section>`;
}

function table(caption: string, rows: string[]): string {
  if (rows.length === 0) return '';
  return `<table><caption class="muted" style="text-align:left">${caption}</caption><tr><th>name</th><th>type</th><th>required</th><th>notes</th></tr>${rows.join('')}</table>`;
}

function row(nameHtml: string, schema: JsonSchema | undefined, required: boolean, description: string | undefined): string {
  return `<tr><td><code>${nameHtml}</code></td><td><code>${escapeHtml(describeType(schema))}</code></td><td>${required ? 'yes' : 'no'}</td><td>${escapeHtml(describeRules(schema, description))}</td></tr>`;
}

function describeType(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(describeType).join(' | ');
  if (schema.type === 'array') return `${describeType(schema.items)}[]`;
  const type = [schema.type ?? 'any'].flat().join(' | ');
  return schema.format ? `${type} (${schema.format})` : type;
}

function describeRules(schema: JsonSchema | undefined, description: string | undefined): string {
  const rules: string[] = [];
  if (description) rules.push(description);
  if (schema?.minLength !== undefined) rules.push(`at least ${schema.minLength} characters`);
  if (schema?.maxLength !== undefined) rules.push(`at most ${schema.maxLength} characters`);
  if (schema?.minimum !== undefined) rules.push(`≥ ${schema.minimum}`);
  if (schema?.maximum !== undefined) rules.push(`≤ ${schema.maximum}`);
  if (schema?.default !== undefined) rules.push(`default ${JSON.stringify(schema.default)}`);
  return rules.join('; ');
}
