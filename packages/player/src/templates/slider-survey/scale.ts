// The numbers of a slider survey's scale, from its (unvalidated) settings.

export interface Scale {
  min: number;
  max: number;
  /** 0 lets the slider move freely. */
  step: number;
  decimals: number;
  /** How many labelled values sit along the slider, ends included. */
  labels: number;
}

export function readScale(data: { min?: unknown; max?: unknown; increment?: unknown; decimals?: unknown; labels?: unknown }): Scale {
  const number = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
  const first = number(data.min, 0);
  const last = number(data.max, 10);
  const [min, max] = first <= last ? [first, last] : [last, first];
  return {
    min,
    max,
    step: Math.max(0, number(data.increment, 1)),
    decimals: Math.max(0, Math.min(8, Math.floor(number(data.decimals, 0)))),
    labels: Math.max(2, Math.min(10, Math.floor(number(data.labels, 3)))),
  };
}

/** The value at a fraction of the way along, on a step of the scale. */
export function valueAt(scale: Scale, fraction: number): number {
  const raw = scale.min + (scale.max - scale.min) * fraction;
  if (scale.step <= 0) return raw;
  const steps = Math.round((raw - scale.min) / scale.step);
  return Math.min(scale.max, scale.min + steps * scale.step);
}

export function formatValue(scale: Scale, value: number): string {
  return value.toFixed(scale.decimals);
}

/** The labelled values along the slider, evenly spaced from min to max. */
export function tickValues(scale: Scale): number[] {
  return Array.from({ length: scale.labels }, (_, index) => scale.min + ((scale.max - scale.min) * index) / (scale.labels - 1));
}
