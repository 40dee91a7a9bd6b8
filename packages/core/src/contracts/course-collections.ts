import {
  courseCollectionBodySchema,
  courseCollectionListResponseSchema,
  courseCollectionParamsSchema,
  courseCollectionSchema,
} from '../api/course-collections.ts';
import { defineContract } from './define.ts';

const tags = ['course collections'];

/** Course collections (issue 16): a course joins one through its `collectionId` (PUT /api/courses/{courseId}). */
export const courseCollectionContracts = {
  list: defineContract({
    method: 'GET',
    path: '/api/course-collections',
    permission: 'collection.read',
    tags,
    summary: "The account's course collections by title, each with the ids of its courses",
    responses: { 200: courseCollectionListResponseSchema },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/course-collections',
    permission: 'collection.manage',
    tags,
    summary: 'Create a collection (a title the account already uses answers 409 duplicate_title)',
    body: courseCollectionBodySchema,
    responses: { 201: courseCollectionSchema },
  }),
  rename: defineContract({
    method: 'PUT',
    path: '/api/course-collections/:collectionId',
    permission: 'collection.manage',
    tags,
    summary: 'Rename a collection',
    params: courseCollectionParamsSchema,
    body: courseCollectionBodySchema,
    responses: { 200: courseCollectionSchema },
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/api/course-collections/:collectionId',
    permission: 'collection.manage',
    tags,
    summary: 'Delete a collection; its courses stay, in no collection',
    params: courseCollectionParamsSchema,
    responses: {},
  }),
};
