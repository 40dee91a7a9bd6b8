/**
 * A search is tracked once it settles (Search Performed: "once per settled query, not per keystroke"):
 * when its words have not changed for this long and its results are shown.
 */
export const SEARCH_SETTLED_MS = 1000;
