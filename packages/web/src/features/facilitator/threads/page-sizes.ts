/** Posts and submissions come 20 at a time: a screenful or two on a phone, one request on a desktop. */
export const POSTS_PAGE_SIZE = 20;
