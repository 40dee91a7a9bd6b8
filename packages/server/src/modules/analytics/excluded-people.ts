// Templates §6's exclude-from-analytics role: such a person (a tester, a demo user) is never counted, so
// nothing they do is stored, whether their tracker sent it or the server recorded it.
export const EXCLUDE_FROM_ANALYTICS_ROLE = 'exclude-from-analytics';

export const isExcludedFromAnalytics = (roles: readonly string[]) => roles.includes(EXCLUDE_FROM_ANALYTICS_ROLE);
