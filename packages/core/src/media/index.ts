// Uploads and the media library (issue 13): the rules of templates §5 and §9, and how fields refer to files.
export * from './upload-rules.ts';
export * from './upload-messages.ts';
export * from './media-reference.ts';
