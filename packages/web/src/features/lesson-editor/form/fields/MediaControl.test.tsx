import type { TemplateModel } from '@slidewise/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSlideForm } from '../test-support.tsx';
import { fileNameOf } from '../../../../ui/upload/MediaPreview.tsx';

const model: TemplateModel = [
  { kind: 'image', name: 'image', label: 'Image' },
  { kind: 'video', name: 'video', label: 'Video' },
  { kind: 'audio', name: 'audio', label: 'Audio' },
  { kind: 'scorm', name: 'package', label: 'Package', required: true },
];

describe('a media field', () => {
  it('takes a URL and previews an image, a video and an audio file, and names a SCORM package', async () => {
    const { container } = await renderSlideForm(model, {
      image: 'https://cdn.example.com/cat.png',
      video: 'https://cdn.example.com/intro.mp4',
      audio: 'https://cdn.example.com/voice.mp3',
      package: 'https://cdn.example.com/packages/safety%20course.zip',
    });
    expect(screen.getByRole('img', { name: 'Preview of Image' }).getAttribute('src')).toBe('https://cdn.example.com/cat.png');
    expect(container.querySelector('video')?.getAttribute('src')).toBe('https://cdn.example.com/intro.mp4');
    expect(container.querySelector('audio')?.getAttribute('src')).toBe('https://cdn.example.com/voice.mp3');
    expect(screen.getByText('File: safety course.zip')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Image' }).getAttribute('type')).toBe('url');
  });

  it('reports the typed address and shows no preview while empty', async () => {
    const { user, edits } = await renderSlideForm(model, { image: '', video: '', audio: '', package: '' });
    expect(screen.queryByRole('img')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Image' }), 'h');
    expect(edits).toEqual([{ path: ['image'], value: 'h', continues: false }]);
  });

  it('says when the file cannot be loaded, and when the address is not one', async () => {
    await renderSlideForm(model, { image: 'not an address', video: '', audio: '', package: '' });
    fireEvent.error(screen.getByRole('img', { name: 'Preview of Image' }));
    expect(screen.getByText('The file at this address could not be loaded.')).toBeTruthy();
    expect(await screen.findByText('Use a web address (https://…) or an uploaded file')).toBeTruthy();
    expect(await screen.findByText('Please fill in this field.')).toBeTruthy();
  });

  it('tells the kind of file expected', async () => {
    await renderSlideForm(model, { image: '', video: '', audio: '', package: '' }, { language: 'es-ES' });
    expect(screen.getByText('Un paquete SCORM 1.2 o 2004 (.zip): súbelo o da su dirección web.')).toBeTruthy();
  });
});

describe('fileNameOf', () => {
  it('is the last part of the path, decoded, or the text itself', () => {
    expect(fileNameOf('https://x.example/a/b/course.zip?v=2')).toBe('course.zip');
    expect(fileNameOf('/uploads/my%20pack.zip')).toBe('my pack.zip');
    expect(fileNameOf('https://x.example/')).toBe('https://x.example/');
  });
});

describe('a video’s length', () => {
  const withDuration: TemplateModel = [
    { kind: 'video', name: 'url', label: 'Video', durationField: 'duration' },
    { kind: 'int', name: 'duration', label: 'Duration (seconds)', min: 0, default: 0 },
  ];
  const metadataLoaded = (video: HTMLVideoElement, seconds: number) => {
    Object.defineProperty(video, 'duration', { configurable: true, value: seconds });
    fireEvent(video, new Event('loadedmetadata'));
  };

  it('is read from the file the author gives, in whole seconds', async () => {
    const { user, edits, container } = await renderSlideForm(withDuration, { url: '', duration: 0 });
    await user.type(screen.getByRole('textbox', { name: 'Video' }), 'https://cdn.example.com/a.mp4');
    metadataLoaded(container.querySelector('video')!, 47.6);
    expect(edits.at(-1)).toEqual({ path: ['duration'], value: 48, continues: false });
    expect(screen.getByRole('spinbutton', { name: 'Duration (seconds)' })).toHaveProperty('value', '48');
  });

  it('is left as it is when a slide is only opened, or the video is a live stream', async () => {
    const opened = await renderSlideForm(withDuration, { url: 'https://cdn.example.com/a.mp4', duration: 30 });
    metadataLoaded(opened.container.querySelector('video')!, 47);
    expect(opened.edits).toEqual([]);
    opened.unmount();

    const live = await renderSlideForm(withDuration, { url: '', duration: 0 });
    await live.user.type(screen.getByRole('textbox', { name: 'Video' }), 'https://cdn.example.com/live.m3u8');
    const typed = live.edits.length;
    metadataLoaded(live.container.querySelector('video')!, Number.POSITIVE_INFINITY);
    expect(live.edits).toHaveLength(typed);
  });
});
