import { describe, expect, it } from 'vitest';
import {
  channels,
  channelSchema,
  contentTypeLabels,
  contentTypes,
  interfaceStatuses,
  interfaceStatusLabels,
  priorities,
  priorityLabels,
} from './interface-labels.ts';

describe('interface labels', () => {
  it('status labels of templates §4', () => {
    expect(interfaceStatuses).toEqual(['in-progress', 'completed', 'open', 'resolved', 'to-view', 'acknowledged', 'unacknowledged']);
    expect(interfaceStatusLabels).toEqual({
      'in-progress': 'In Progress',
      completed: 'Completed',
      open: 'Open',
      resolved: 'Resolved',
      'to-view': 'To View',
      acknowledged: 'Acknowledged',
      unacknowledged: 'Unacknowledged',
    });
  });

  it('priority labels of templates §3.8', () => {
    expect(priorities.map((priority) => priorityLabels[priority])).toEqual(['High', 'Medium', 'Low', 'None']);
  });

  it('content type labels of templates §3.8', () => {
    expect(contentTypes.map((type) => contentTypeLabels[type])).toEqual([
      'Inspection',
      'Action',
      'Issue',
      'Course',
      'Heads Up',
      'Rapid Refresh',
      'Playlist',
      'Brain Boost',
      'Course Collection',
    ]);
  });

  it('channels of templates §3.8: Self-Service, Enterprise and two sister products', () => {
    expect(channels).toHaveLength(4);
    expect(channels.slice(0, 2)).toEqual(['Self-Service', 'Enterprise']);
    expect(channelSchema.safeParse('Self Service').success).toBe(false);
  });
});
