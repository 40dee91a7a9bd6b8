import type { SlideDataIssue } from '@slidewise/core';
import { pathKey } from './field-path.ts';

type Listener = () => void;

const sameIssue = (a: SlideDataIssue | undefined, b: SlideDataIssue) =>
  a !== undefined && a.message === b.message && a.code === b.code && a.limit === b.limit;

/**
 * The slide's validation issues by field path. Each field subscribes to its own key and an unchanged
 * issue keeps its identity, so a new set of issues re-renders only the fields whose issue changed.
 */
export class IssueStore {
  private issues = new Map<string, SlideDataIssue>();
  private listeners = new Set<Listener>();

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The first issue at exactly this path. */
  issueAt(key: string): SlideDataIssue | undefined {
    return this.issues.get(key);
  }

  replace(issues: readonly SlideDataIssue[]): void {
    const next = new Map<string, SlideDataIssue>();
    for (const issue of issues) {
      const key = pathKey(issue.path);
      if (next.has(key)) continue;
      const previous = this.issues.get(key);
      next.set(key, previous && sameIssue(previous, issue) ? previous : issue);
    }
    const changed = next.size !== this.issues.size || [...next].some(([key, issue]) => this.issues.get(key) !== issue);
    this.issues = next;
    if (changed)
      this.listeners.forEach((listener) => {
        listener();
      });
  }
}
