import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LessonChromeContext } from '../lesson/lesson-chrome.tsx';
import { SlideFrame, slideFooterButton } from './SlideFrame.tsx';
import { SlideLoading } from './SlideNotice.tsx';

const frame = (
  <SlideFrame type="title" state="prompt" footer={<button type="button">Check</button>}>
    <p>Body</p>
  </SlideFrame>
);

describe('SlideFrame', () => {
  it('draws its footer under the slide outside a lesson (the editor’s preview)', () => {
    const { container } = render(frame);
    const footer = container.querySelector('.sw-slide .sw-slide__footer');
    expect(footer?.textContent).toBe('Check');
    expect(slideFooterButton(screen.getByText('Body'))).toBe(screen.getByRole('button', { name: 'Check' }));
  });

  it('draws its footer’s buttons in the lesson’s bar while a lesson plays, where keyboard users are sent', () => {
    const lesson = document.createElement('div');
    lesson.className = 'sw-lesson';
    const actions = document.createElement('div');
    actions.className = 'sw-lesson__actions';
    const stage = document.createElement('div');
    lesson.append(stage, actions);
    document.body.append(lesson);

    render(<LessonChromeContext.Provider value={{ actions, forwardLabel: 'Next' }}>{frame}</LessonChromeContext.Provider>, {
      container: stage,
    });
    expect(stage.querySelector('.sw-slide__footer')).toBeNull();
    expect(actions.querySelector('button')?.textContent).toBe('Check');
    expect(slideFooterButton(screen.getByText('Body'))).toBe(actions.querySelector('button'));
    lesson.remove();
  });

  it('holds the bar’s place for the slide’s buttons while the renderer loads, so Next does not flash', () => {
    const actions = document.createElement('div');
    render(
      <LessonChromeContext.Provider value={{ actions, forwardLabel: 'Next' }}>
        <SlideLoading />
      </LessonChromeContext.Provider>,
    );
    expect(actions.childElementCount).toBe(1);
    expect(actions.querySelector('button')).toBeNull();
  });
});
