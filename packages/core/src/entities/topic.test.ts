import { expect, it } from 'vitest';
import { defaultTopic, topicSchema } from './topic.ts';

it('a topic belongs to a course, has a name, and rejects a blank one', () => {
  const topic = defaultTopic({ id: 't1', courseId: 'c1', name: ' Fire safety ' });
  expect(topicSchema.parse(topic)).toEqual({ id: 't1', courseId: 'c1', name: 'Fire safety' });
  expect(topicSchema.safeParse(defaultTopic({ id: 't1', courseId: 'c1', name: '  ' })).success).toBe(false);
});
